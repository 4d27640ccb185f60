import type {
  AdminAccessGrant,
  AdminAccessGrantCreate,
} from '../../../contract/schemas/admin-customers.ts'
import type { Dialect } from '../../db/connect.ts'
import type { Kysely } from 'kysely'
import type { Database } from '../../db/schema.ts'
import { newUid } from '../../db/uid.ts'
import { conflict, invalidField, notFound } from '../../errors.ts'
import type { Viewer } from '../auth/viewer.ts'
import type { Website } from '../websites/service.ts'
import { recordChange, recordChanges } from '../audit-log/service.ts'
import {
  findGrant,
  findLiveGrantKeys,
  hasLiveGrant,
  insertGrant,
  insertGrants,
  isWebsiteTarget,
  lockCustomer,
  revokeGrant,
  type AccessGrantRow,
  type GrantTarget,
} from './grants-repo.ts'
import { DAY_MS } from '../../lib/time-units.ts'

/** Where a grant is given or revoked: the website, and the staff member doing it. */
export interface GrantScope {
  db: Kysely<Database>
  dialect: Dialect
  website: Website
  staff: Viewer
}

export const NO_CUSTOMER = 'No customer of this website has this uid.'
const NO_GRANT = 'This customer has no access grant with this uid.'

export function toAdminAccessGrant(row: AccessGrantRow): AdminAccessGrant {
  return {
    uid: row.uid,
    item_uid: row.item_uid,
    item_name: row.item_name ?? '',
    plan_uid: row.plan_uid,
    plan_name: row.plan_name ?? '',
    note: row.note,
    created_at: row.created_at,
    expire_at: row.expire_at,
    revoked_at: row.revoked_at,
    granted_by_email: row.granted_by_email,
  }
}

/** What the audit log keeps of a grant. */
const audited = (grant: AdminAccessGrant, userUid: string) => ({
  user_uid: userUid,
  item_uid: grant.item_uid,
  plan_uid: grant.plan_uid,
  note: grant.note,
  expire_at: grant.expire_at,
  revoked_at: grant.revoked_at,
})

async function grantOf(scope: GrantScope, userUid: string, grantUid: string) {
  const row = await findGrant(scope.db, scope.website.uid, userUid, grantUid)
  if (!row) throw notFound(NO_GRANT)
  return toAdminAccessGrant(row)
}

/** The one thing the body names: an item or a plan (400 when none, or both). */
function targetOf(body: AdminAccessGrantCreate): GrantTarget {
  if (body.item_uid !== undefined && body.plan_uid !== undefined) {
    throw invalidField('plan_uid', 'Give access to an item or to a plan, not both at once.')
  }
  if (body.plan_uid !== undefined) return { plan_uid: body.plan_uid }
  if (body.item_uid === undefined) {
    throw invalidField('item_uid', 'This field is required (or plan_uid, for a plan).')
  }
  return { item_uid: body.item_uid }
}

const NOT_OURS = {
  item_uid: 'No item of this website has this uid.',
  plan_uid: 'No plan of this website has this uid.',
}
const HELD_ALREADY = {
  item_uid: 'This customer already has free access to this item.',
  plan_uid: 'This customer already has free access to this plan.',
}

/**
 * POST /customers/{uid}/grants/: free access to one of the website's items, or to every item of
 * one of its plans, from now for `days` or without end. It opens at once, as a purchase (or a
 * subscription) would; 409 while a grant of the same item or plan is in force.
 */
export async function grantAccess(
  scope: GrantScope,
  userUid: string,
  body: AdminAccessGrantCreate,
  now: Date = new Date(),
): Promise<AdminAccessGrant> {
  const { db, website, staff } = scope
  const target = targetOf(body)
  const field = 'item_uid' in target ? 'item_uid' : 'plan_uid'
  const uid = newUid()
  await db.transaction().execute(async (trx) => {
    if (!(await lockCustomer(trx, scope.dialect, website.uid, userUid))) {
      throw notFound(NO_CUSTOMER)
    }
    if (!(await isWebsiteTarget(trx, website.uid, target))) {
      throw invalidField(field, NOT_OURS[field])
    }
    if (await hasLiveGrant(trx, website.uid, userUid, target, now.toISOString())) {
      throw conflict(HELD_ALREADY[field], field)
    }
    await insertGrant(trx, {
      uid,
      website_uid: website.uid,
      user_uid: userUid,
      item_uid: 'item_uid' in target ? target.item_uid : null,
      plan_uid: 'plan_uid' in target ? target.plan_uid : null,
      granted_by: staff.uid,
      note: body.note?.trim() ?? '',
      created_at: now.toISOString(),
      expire_at: body.days ? new Date(now.getTime() + body.days * DAY_MS).toISOString() : null,
    })
    const grant = await grantOf({ ...scope, db: trx }, userUid, uid)
    await recordChange(
      trx,
      { websiteUid: website.uid, staffUserUid: staff.uid },
      {
        action: 'create',
        resource: 'access_grant',
        recordUid: uid,
        before: null,
        after: audited(grant, userUid),
      },
    )
  })
  return grantOf(scope, userUid, uid)
}

/** DELETE /customers/{uid}/grants/{grant_uid}/: the access ends at once; 409 when it already had. */
export async function revokeAccess(
  scope: GrantScope,
  userUid: string,
  grantUid: string,
  now: Date = new Date(),
): Promise<AdminAccessGrant> {
  const { db, website, staff } = scope
  const before = await grantOf(scope, userUid, grantUid)
  if (before.revoked_at) throw conflict('This access grant was already revoked.')
  await db.transaction().execute(async (trx) => {
    if (!(await revokeGrant(trx, website.uid, grantUid, now.toISOString()))) {
      throw conflict('This access grant was already revoked.')
    }
    const after = await grantOf({ ...scope, db: trx }, userUid, grantUid)
    await recordChange(
      trx,
      { websiteUid: website.uid, staffUserUid: staff.uid },
      {
        action: 'update',
        resource: 'access_grant',
        recordUid: grantUid,
        before: audited(before, userUid),
        after: audited(after, userUid),
      },
    )
  })
  return grantOf(scope, userUid, grantUid)
}

/** A customer's grants, live or not, for the staff's customer page. */
export { findCustomerGrants } from './grants-repo.ts'

/** A grant an import asks for; `checkHeld` false for a customer the import just created. */
export interface ImportedGrant {
  userUid: string
  target: GrantTarget
  expireAt: string | null
  checkHeld: boolean
}

/**
 * The grants an import's batch gives (customers/imports), in its transaction: one of an item or
 * plan the customer holds a grant of still in force is left out, so a line written twice grants
 * once. Audited as the grants given one by one are. Answers how many it gave.
 */
export async function grantInImport(
  trx: Kysely<Database>,
  actor: { websiteUid: string; staffUserUid: string },
  grants: ImportedGrant[],
  now: Date,
): Promise<number> {
  const { websiteUid, staffUserUid } = actor
  const checked = [...new Set(grants.filter((g) => g.checkHeld).map((g) => g.userUid))]
  const held = await findLiveGrantKeys(trx, websiteUid, checked, now.toISOString())
  const keyOf = (grant: ImportedGrant) =>
    'item_uid' in grant.target
      ? `${grant.userUid}:item:${grant.target.item_uid}`
      : `${grant.userUid}:plan:${grant.target.plan_uid}`
  const rows = grants
    .filter((grant) => !held.has(keyOf(grant)))
    .map((grant) => ({
      uid: newUid(),
      website_uid: websiteUid,
      user_uid: grant.userUid,
      item_uid: 'item_uid' in grant.target ? grant.target.item_uid : null,
      plan_uid: 'plan_uid' in grant.target ? grant.target.plan_uid : null,
      granted_by: staffUserUid,
      note: '',
      created_at: now.toISOString(),
      expire_at: grant.expireAt,
    }))
  await insertGrants(trx, rows)
  await recordChanges(
    trx,
    actor,
    rows.map((row) => ({
      action: 'create',
      resource: 'access_grant',
      recordUid: row.uid,
      before: null,
      after: {
        user_uid: row.user_uid,
        item_uid: row.item_uid,
        plan_uid: row.plan_uid,
        note: row.note,
        expire_at: row.expire_at,
        revoked_at: null,
      },
    })),
  )
  return rows.length
}

export type { GrantTarget } from './grants-repo.ts'
