import type { Kysely } from 'kysely'
import type { Dialect } from '../../db/connect.ts'
import type { Database } from '../../db/schema.ts'

type Db = Kysely<Database>

/** The staff's free access grants: written here, read by the access rule in access/repo.ts. */

function grantsWithNames(db: Db, websiteUid: string) {
  return db
    .selectFrom('access_grants as grant')
    .leftJoin('items', (join) =>
      join
        .onRef('items.uid', '=', 'grant.item_uid')
        .onRef('items.website_uid', '=', 'grant.website_uid'),
    )
    .leftJoin('plans', (join) =>
      join
        .onRef('plans.uid', '=', 'grant.plan_uid')
        .onRef('plans.website_uid', '=', 'grant.website_uid'),
    )
    .leftJoin('users as staff', (join) =>
      join
        .onRef('staff.uid', '=', 'grant.granted_by')
        .onRef('staff.website_uid', '=', 'grant.website_uid'),
    )
    .select([
      'grant.uid',
      'grant.user_uid',
      'grant.item_uid',
      'items.name as item_name',
      'grant.plan_uid',
      'plans.name as plan_name',
      'grant.note',
      'grant.created_at',
      'grant.expire_at',
      'grant.revoked_at',
      'staff.email as granted_by_email',
    ])
    .where('grant.website_uid', '=', websiteUid)
}

export type AccessGrantRow = Awaited<
  ReturnType<ReturnType<typeof grantsWithNames>['executeTakeFirstOrThrow']>
>

/** The customer's grants, newest first, revoked and expired ones included. */
export function findCustomerGrants(db: Db, websiteUid: string, userUid: string) {
  return grantsWithNames(db, websiteUid)
    .where('grant.user_uid', '=', userUid)
    .orderBy('grant.created_at', 'desc')
    .orderBy('grant.uid')
    .execute()
}

export function findGrant(db: Db, websiteUid: string, userUid: string, grantUid: string) {
  return grantsWithNames(db, websiteUid)
    .where('grant.user_uid', '=', userUid)
    .where('grant.uid', '=', grantUid)
    .executeTakeFirst()
}

/** What a grant opens: one item, or every item of one plan. */
export type GrantTarget = { item_uid: string } | { plan_uid: string }

/** Whether the customer holds a grant of the item (or plan) that is neither revoked nor expired at `now`. */
export async function hasLiveGrant(
  db: Db,
  websiteUid: string,
  userUid: string,
  target: GrantTarget,
  now: string,
): Promise<boolean> {
  const row = await db
    .selectFrom('access_grants')
    .select('uid')
    .where('website_uid', '=', websiteUid)
    .where('user_uid', '=', userUid)
    .where((eb) =>
      'item_uid' in target
        ? eb('item_uid', '=', target.item_uid)
        : eb('plan_uid', '=', target.plan_uid),
    )
    .where('revoked_at', 'is', null)
    .where((eb) => eb.or([eb('expire_at', 'is', null), eb('expire_at', '>', now)]))
    .executeTakeFirst()
  return row !== undefined
}

export interface NewAccessGrant {
  uid: string
  website_uid: string
  user_uid: string
  item_uid: string | null
  plan_uid: string | null
  granted_by: string
  note: string
  created_at: string
  expire_at: string | null
}

export async function insertGrant(db: Db, grant: NewAccessGrant): Promise<void> {
  await db
    .insertInto('access_grants')
    .values({ ...grant, revoked_at: null })
    .execute()
}

/** Revokes a grant still in force; false when it was revoked already (by this call's rival too). */
export async function revokeGrant(
  db: Db,
  websiteUid: string,
  grantUid: string,
  now: string,
): Promise<boolean> {
  const result = await db
    .updateTable('access_grants')
    .set({ revoked_at: now })
    .where('website_uid', '=', websiteUid)
    .where('uid', '=', grantUid)
    .where('revoked_at', 'is', null)
    .executeTakeFirst()
  return result.numUpdatedRows > 0n
}

/** Whether the item (or plan) is one of the website's. */
export async function isWebsiteTarget(db: Db, websiteUid: string, target: GrantTarget) {
  const row =
    'item_uid' in target
      ? await db
          .selectFrom('items')
          .select('uid')
          .where('website_uid', '=', websiteUid)
          .where('uid', '=', target.item_uid)
          .executeTakeFirst()
      : await db
          .selectFrom('plans')
          .select('uid')
          .where('website_uid', '=', websiteUid)
          .where('uid', '=', target.plan_uid)
          .executeTakeFirst()
  return row !== undefined
}

/**
 * The customer's row (never a staff member's), locked until the transaction ends on PostgreSQL (SQLite runs one writer at
 * a time), so two grants of the same item given at the same moment are judged one after the other.
 */
export async function lockCustomer(trx: Db, dialect: Dialect, websiteUid: string, userUid: string) {
  const query = trx
    .selectFrom('users')
    .select('uid')
    .where('website_uid', '=', websiteUid)
    .where('uid', '=', userUid)
    .where('staff_role', 'is', null)
  return (dialect === 'postgres' ? query.forUpdate() : query).executeTakeFirst()
}

/** Many grants at once (an import's batch), 100 rows a statement. */
export async function insertGrants(db: Db, grants: NewAccessGrant[]): Promise<void> {
  for (let at = 0; at < grants.length; at += 100) {
    const part = grants.slice(at, at + 100).map((grant) => ({ ...grant, revoked_at: null }))
    await db.insertInto('access_grants').values(part).execute()
  }
}

/**
 * The items and plans each of these customers holds a grant of still in force at `now`, as
 * `user:item:uid` and `user:plan:uid` keys.
 */
export async function findLiveGrantKeys(
  db: Db,
  websiteUid: string,
  userUids: string[],
  now: string,
): Promise<Set<string>> {
  const keys = new Set<string>()
  for (let at = 0; at < userUids.length; at += 500) {
    const rows = await db
      .selectFrom('access_grants')
      .select(['user_uid', 'item_uid', 'plan_uid'])
      .where('website_uid', '=', websiteUid)
      .where('user_uid', 'in', userUids.slice(at, at + 500))
      .where('revoked_at', 'is', null)
      .where((eb) => eb.or([eb('expire_at', 'is', null), eb('expire_at', '>', now)]))
      .execute()
    for (const row of rows) {
      if (row.item_uid) keys.add(`${row.user_uid}:item:${row.item_uid}`)
      if (row.plan_uid) keys.add(`${row.user_uid}:plan:${row.plan_uid}`)
    }
  }
  return keys
}
