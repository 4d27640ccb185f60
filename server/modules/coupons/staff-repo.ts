import { sql, type Kysely } from 'kysely'
import type { AdminCouponsQuery } from '../../../contract/schemas/admin-coupons.ts'
import type { Database } from '../../db/schema.ts'
import type { ListPage } from '../../http/list-page.ts'

type Db = Kysely<Database>

type CouponFilter = Pick<AdminCouponsQuery, 'q' | 'archived'>

const COUPON_COLUMNS = [
  'uid',
  'code',
  'percent_off',
  'amount_off',
  'applies_to',
  'starts_at',
  'ends_at',
  'max_redemptions',
  'once_per_customer',
  'archived_at',
  'created_at',
] as const

/** The website's coupons, narrowed by the list's filters; archived ones only when asked. */
function couponsWhere(db: Db, websiteUid: string, filter: CouponFilter) {
  let query = db.selectFrom('coupons').where('coupons.website_uid', '=', websiteUid)
  if (filter.archived !== undefined) {
    query = query.where('coupons.archived_at', filter.archived ? 'is not' : 'is', null)
  }
  if (filter.q) query = query.where('coupons.code_key', 'like', `%${likeText(filter.q)}%`)
  return query
}

/** Codes hold letters, digits, - and _: only the other LIKE wildcard is taken out. */
const likeText = (words: string) => words.toLowerCase().replaceAll('%', '')

/** Those coupons' columns, with their redemptions: paid orders that used them. */
function withCouponColumns(query: ReturnType<typeof couponsWhere>, websiteUid: string) {
  return query.select(COUPON_COLUMNS).select((eb) =>
    eb
      .selectFrom('orders')
      .select(sql<number>`count(*)`.as('count'))
      .whereRef('orders.coupon_uid', '=', 'coupons.uid')
      .where('orders.website_uid', '=', websiteUid)
      .where('orders.status', '=', 'paid')
      .as('redemptions'),
  )
}

export type CouponRow = Awaited<
  ReturnType<ReturnType<typeof withCouponColumns>['executeTakeFirstOrThrow']>
>

/** A page of the website's coupons and how many match in all. */
export async function findCouponPage(
  db: Db,
  websiteUid: string,
  filter: CouponFilter,
  sort: NonNullable<AdminCouponsQuery['_sort']>,
  page: ListPage,
) {
  const coupons = couponsWhere(db, websiteUid, filter)
  const sorted = sort === 'redemptions' ? sql.ref('redemptions') : sql.ref(`coupons.${sort}`)
  const [counted, found] = await Promise.all([
    coupons.select(sql<number>`count(*)`.as('total')).executeTakeFirstOrThrow(),
    withCouponColumns(coupons, websiteUid)
      .orderBy(sorted, page.direction)
      .orderBy('coupons.uid')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
  ])
  return { total: Number(counted.total), rows: found }
}

export function findAdminCoupon(db: Db, websiteUid: string, uid: string) {
  return withCouponColumns(couponsWhere(db, websiteUid, {}), websiteUid)
    .where('coupons.uid', '=', uid)
    .executeTakeFirst()
}

/** Whether a coupon still offered, other than `exceptUid`, holds this code (any case). */
export async function codeTaken(
  db: Db,
  websiteUid: string,
  code: string,
  exceptUid: string | null,
): Promise<boolean> {
  let query = db
    .selectFrom('coupons')
    .select('uid')
    .where('website_uid', '=', websiteUid)
    .where('code_key', '=', code.toLowerCase())
    .where('archived_at', 'is', null)
  if (exceptUid) query = query.where('uid', '!=', exceptUid)
  return (await query.executeTakeFirst()) !== undefined
}

/** Whether any order, paid or not, carries the coupon. */
export async function couponInOrders(db: Db, websiteUid: string, uid: string): Promise<boolean> {
  const row = await db
    .selectFrom('orders')
    .select('uid')
    .where('website_uid', '=', websiteUid)
    .where('coupon_uid', '=', uid)
    .limit(1)
    .executeTakeFirst()
  return row !== undefined
}

export interface CouponValues {
  code: string
  percent_off: number | null
  amount_off: number | null
  applies_to: string
  starts_at: string | null
  ends_at: string | null
  max_redemptions: number | null
  /** 1 or 0, as the column holds it. */
  once_per_customer: number
}

export async function insertCoupon(
  db: Db,
  websiteUid: string,
  uid: string,
  values: CouponValues,
  now: string,
): Promise<void> {
  await db
    .insertInto('coupons')
    .values({
      uid,
      website_uid: websiteUid,
      ...values,
      code_key: values.code.toLowerCase(),
      archived_at: null,
      created_at: now,
    })
    .execute()
}

export async function updateCoupon(
  db: Db,
  websiteUid: string,
  uid: string,
  values: CouponValues,
): Promise<void> {
  await db
    .updateTable('coupons')
    .set({ ...values, code_key: values.code.toLowerCase() })
    .where('website_uid', '=', websiteUid)
    .where('uid', '=', uid)
    .execute()
}

export async function archiveCoupon(db: Db, websiteUid: string, uid: string, now: string) {
  await db
    .updateTable('coupons')
    .set({ archived_at: now })
    .where('website_uid', '=', websiteUid)
    .where('uid', '=', uid)
    .execute()
}

export async function deleteCoupon(db: Db, websiteUid: string, uid: string): Promise<void> {
  await db
    .deleteFrom('coupons')
    .where('website_uid', '=', websiteUid)
    .where('uid', '=', uid)
    .execute()
}
