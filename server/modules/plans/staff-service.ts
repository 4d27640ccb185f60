import type { Kysely } from 'kysely'
import type {
  AdminPlan,
  AdminPlanChange,
  AdminPlanInput,
  AdminPlansQuery,
} from '../../../contract/schemas/admin-plans.ts'
import type { Database } from '../../db/schema.ts'
import { newUid } from '../../db/uid.ts'
import { conflict, invalidField, notFound } from '../../errors.ts'
import type { Viewer } from '../auth/viewer.ts'
import { thumbnailAddress, versionedAddress } from '../images/addresses.ts'
import { recordChange } from '../audit-log/service.ts'
import { areItemsOfWebsite } from '../catalogue/item-service.ts'
import { listPage, type ListAnswer } from '../../http/list-page.ts'
import {
  deletePlan,
  findAdminPlan,
  findPlanItems,
  findPlanPage,
  insertPlan,
  nextPlanPosition,
  replacePlanItems,
  updatePlan,
  type PlanRow,
} from './staff-repo.ts'

/** Where the plan calls work: the database, the website, the owner who asks. */
export interface PlanScope {
  db: Kysely<Database>
  websiteUid: string
  staff: Viewer
}

const NO_PLAN = 'No plan of this website has this uid.'
const SUBSCRIBED =
  'Customers subscribed to this plan: it cannot be deleted, or their subscriptions would be lost.'
const UNKNOWN_ITEMS = 'Every item must be an item of this website.'

/** The plan's picture address, versioned so the back office never shows a replaced one. */
const thumbnailOf = (uid: string, stored: string | null) =>
  versionedAddress(thumbnailAddress('plan', uid), stored)

function toAdminPlan(row: PlanRow, itemUids: string[]): AdminPlan {
  return {
    uid: row.uid,
    name: row.name,
    amount: row.amount,
    interval: row.interval as AdminPlan['interval'],
    description: row.description,
    trial_days: row.trial_days,
    position: row.position,
    is_private: Boolean(row.is_private),
    thumbnail: thumbnailOf(row.uid, row.thumbnail),
    item_uids: itemUids,
    subscriptions_count: Number(row.subscriptions_count ?? 0),
  }
}

/** GET /plans/: in the storefront's order unless sorted otherwise. */
export async function listAdminPlans(
  db: Kysely<Database>,
  websiteUid: string,
  query: AdminPlansQuery,
): Promise<ListAnswer<AdminPlan>> {
  const page = listPage(query, 'ASC')
  const { total, rows } = await findPlanPage(db, websiteUid, query, query._sort ?? 'position', page)
  const items = await findPlanItems(
    db,
    websiteUid,
    rows.map((row) => row.uid),
  )
  return { total, rows: rows.map((row) => toAdminPlan(row, items.get(row.uid) ?? [])) }
}

/** GET /plans/{uid}/, or 404. */
export async function getAdminPlan(
  db: Kysely<Database>,
  websiteUid: string,
  uid: string,
): Promise<AdminPlan> {
  const row = await findAdminPlan(db, websiteUid, uid)
  if (!row) throw notFound(NO_PLAN)
  const items = await findPlanItems(db, websiteUid, [uid])
  return toAdminPlan(row, items.get(uid) ?? [])
}

/** A 400 naming `item_uids` unless every uid is an item of the website. */
async function checkItems(db: Kysely<Database>, websiteUid: string, itemUids: string[]) {
  if (!(await areItemsOfWebsite(db, websiteUid, itemUids))) {
    throw invalidField('item_uids', UNKNOWN_ITEMS)
  }
}

/** POST /plans/: listed after the others; written with its audit entry. */
export async function createAdminPlan(scope: PlanScope, input: AdminPlanInput): Promise<AdminPlan> {
  const { db, websiteUid, staff } = scope
  const itemUids = input.item_uids ?? []
  return db.transaction().execute(async (trx) => {
    await checkItems(trx, websiteUid, itemUids)
    const uid = newUid()
    await insertPlan(trx, websiteUid, uid, {
      name: input.name.trim(),
      amount: input.amount,
      interval: input.interval,
      description: input.description ?? '',
      trial_days: input.trial_days ?? 0,
      is_private: input.is_private ? 1 : 0,
      position: await nextPlanPosition(trx, websiteUid),
    })
    await replacePlanItems(trx, websiteUid, uid, itemUids)
    const after = await getAdminPlan(trx, websiteUid, uid)
    await recordChange(
      trx,
      { websiteUid, staffUserUid: staff.uid },
      { action: 'create', resource: 'plan', recordUid: uid, before: null, after },
    )
    return after
  })
}

/**
 * PATCH /plans/{uid}/: what changed, with its audit entry. A new amount holds for new
 * subscriptions; those running keep what they were sold at.
 */
export async function changeAdminPlan(
  scope: PlanScope,
  uid: string,
  change: AdminPlanChange,
): Promise<AdminPlan> {
  const { db, websiteUid, staff } = scope
  return db.transaction().execute(async (trx) => {
    const before = await getAdminPlan(trx, websiteUid, uid)
    const { item_uids: itemUids, is_private: isPrivate, ...values } = change
    if (itemUids) await checkItems(trx, websiteUid, itemUids)
    await updatePlan(trx, websiteUid, uid, {
      ...values,
      ...(values.name === undefined ? {} : { name: values.name.trim() }),
      ...(isPrivate === undefined ? {} : { is_private: isPrivate ? 1 : 0 }),
    })
    if (itemUids) await replacePlanItems(trx, websiteUid, uid, itemUids)
    const after = await getAdminPlan(trx, websiteUid, uid)
    await recordChange(
      trx,
      { websiteUid, staffUserUid: staff.uid },
      { action: 'update', resource: 'plan', recordUid: uid, before, after },
    )
    return after
  })
}

/** DELETE /plans/{uid}/: refused (409) once anyone subscribed to it. */
export async function deleteAdminPlan(scope: PlanScope, uid: string): Promise<void> {
  const { db, websiteUid, staff } = scope
  await db.transaction().execute(async (trx) => {
    const before = await getAdminPlan(trx, websiteUid, uid)
    if (before.subscriptions_count > 0) throw conflict(SUBSCRIBED)
    await deletePlan(trx, websiteUid, uid)
    await recordChange(
      trx,
      { websiteUid, staffUserUid: staff.uid },
      { action: 'delete', resource: 'plan', recordUid: uid, before, after: null },
    )
  })
}
