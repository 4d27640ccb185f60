import { sql, type Kysely } from 'kysely'
import type { AdminPlansQuery } from '../../../contract/schemas/admin-plans.ts'
import type { Database } from '../../db/schema.ts'
import { readListPage, type ListPage } from '../../http/list-page.ts'

type Db = Kysely<Database>

const PLAN_COLUMNS = [
  'uid',
  'name',
  'amount',
  'interval',
  'description',
  'trial_days',
  'position',
  'is_private',
  'thumbnail',
] as const

/** The website's plans, narrowed by the list's filters. */
function plansWhere(db: Db, websiteUid: string, filter: Pick<AdminPlansQuery, 'interval'>) {
  let query = db.selectFrom('plans').where('plans.website_uid', '=', websiteUid)
  if (filter.interval) query = query.where('plans.interval', '=', filter.interval)
  return query
}

/** Those plans' columns, with how many subscriptions each ever had. */
function withPlanColumns(query: ReturnType<typeof plansWhere>, websiteUid: string) {
  return query.select(PLAN_COLUMNS).select((eb) =>
    eb
      .selectFrom('subscriptions')
      .select(sql<number>`count(*)`.as('count'))
      .whereRef('subscriptions.plan_uid', '=', 'plans.uid')
      .where('subscriptions.website_uid', '=', websiteUid)
      .as('subscriptions_count'),
  )
}

export type PlanRow = Awaited<
  ReturnType<ReturnType<typeof withPlanColumns>['executeTakeFirstOrThrow']>
>

/** A page of the website's plans and how many match in all. */
export async function findPlanPage(
  db: Db,
  websiteUid: string,
  filter: Pick<AdminPlansQuery, 'interval'>,
  sort: NonNullable<AdminPlansQuery['_sort']>,
  page: ListPage,
) {
  const plans = plansWhere(db, websiteUid, filter)
  const rows = withPlanColumns(plans, websiteUid)
    .orderBy(`plans.${sort}`, page.direction)
    .orderBy('plans.uid')
  return readListPage(plans, rows, page, { sort: `plans.${sort}`, uid: 'plans.uid' })
}

export function findAdminPlan(db: Db, websiteUid: string, uid: string) {
  return withPlanColumns(plansWhere(db, websiteUid, {}), websiteUid)
    .where('plans.uid', '=', uid)
    .executeTakeFirst()
}

/** The items each of these plans opens, by plan uid. */
export async function findPlanItems(
  db: Db,
  websiteUid: string,
  planUids: string[],
): Promise<Map<string, string[]>> {
  const byPlan = new Map(planUids.map((uid) => [uid, [] as string[]]))
  if (planUids.length === 0) return byPlan
  const rows = await db
    .selectFrom('item_plans')
    .select(['plan_uid', 'item_uid'])
    .where('website_uid', '=', websiteUid)
    .where('plan_uid', 'in', planUids)
    .orderBy('item_uid')
    .execute()
  for (const row of rows) byPlan.get(row.plan_uid)?.push(row.item_uid)
  return byPlan
}

/** The position after the website's last plan. */
export async function nextPlanPosition(db: Db, websiteUid: string): Promise<number> {
  const row = await db
    .selectFrom('plans')
    .select(sql<number | null>`max(position)`.as('last'))
    .where('website_uid', '=', websiteUid)
    .executeTakeFirstOrThrow()
  return row.last === null ? 0 : Number(row.last) + 1
}

export interface PlanValues {
  name: string
  amount: number
  interval: string
  description: string
  trial_days: number
  /** 1 or 0, as the column holds it. */
  is_private: number
}

export async function insertPlan(
  db: Db,
  websiteUid: string,
  uid: string,
  values: PlanValues & { position: number },
): Promise<void> {
  await db
    .insertInto('plans')
    .values({ uid, website_uid: websiteUid, type: 'recurring', thumbnail: null, ...values })
    .execute()
}

export async function updatePlan(
  db: Db,
  websiteUid: string,
  uid: string,
  values: Partial<PlanValues & { thumbnail: string | null }>,
): Promise<void> {
  if (Object.keys(values).length === 0) return
  await db
    .updateTable('plans')
    .set(values)
    .where('website_uid', '=', websiteUid)
    .where('uid', '=', uid)
    .execute()
}

/** Makes the plan open exactly these items. */
export async function replacePlanItems(
  db: Db,
  websiteUid: string,
  planUid: string,
  itemUids: string[],
): Promise<void> {
  await db
    .deleteFrom('item_plans')
    .where('website_uid', '=', websiteUid)
    .where('plan_uid', '=', planUid)
    .execute()
  if (itemUids.length === 0) return
  await db
    .insertInto('item_plans')
    .values(
      itemUids.map((itemUid) => ({
        website_uid: websiteUid,
        plan_uid: planUid,
        item_uid: itemUid,
      })),
    )
    .execute()
}

export async function deletePlan(db: Db, websiteUid: string, uid: string): Promise<void> {
  await replacePlanItems(db, websiteUid, uid, [])
  await db
    .deleteFrom('plans')
    .where('website_uid', '=', websiteUid)
    .where('uid', '=', uid)
    .execute()
}
