import { sql, type Kysely } from 'kysely'
import type { Dialect } from '../../db/connect.ts'
import type { Database } from '../../db/schema.ts'

type Db = Kysely<Database>

/** The website's coupon still offered under this code, whatever its case. */
export function findOfferedCoupon(db: Db, websiteUid: string, code: string) {
  return db
    .selectFrom('coupons')
    .selectAll()
    .where('website_uid', '=', websiteUid)
    .where('code_key', '=', code.toLowerCase())
    .where('archived_at', 'is', null)
    .executeTakeFirst()
}

/** The code of a coupon of the website, archived or not ('' if there is none). */
export async function findCouponCode(db: Db, websiteUid: string, uid: string): Promise<string> {
  const row = await db
    .selectFrom('coupons')
    .select('code')
    .where('website_uid', '=', websiteUid)
    .where('uid', '=', uid)
    .executeTakeFirst()
  return row?.code ?? ''
}

export type CouponRow = NonNullable<Awaited<ReturnType<typeof findOfferedCoupon>>>

/**
 * Minutes an open order holds a seat of its coupon's limit while its buyer pays. A Stripe
 * checkout with a coupon expires before (stripe-checkout.ts), so no seat is paid once released.
 */
export const COUPON_HOLD_MINUTES = 35

/** The coupon's orders, counted (`total`), and how many are paid orders of `userUid` (`by_user`). */
function countCouponOrders(db: Db, websiteUid: string, couponUid: string, userUid: string) {
  return db
    .selectFrom('orders')
    .select(sql<number>`count(*)`.as('total'))
    .select(
      sql<number>`coalesce(sum(case when status = 'paid' and user_uid = ${userUid} then 1 else 0 end), 0)`.as(
        'by_user',
      ),
    )
    .where('website_uid', '=', websiteUid)
    .where('coupon_uid', '=', couponUid)
}

/**
 * The coupon's seats taken: its paid orders, and the orders other buyers opened with it in the
 * last COUPON_HOLD_MINUTES (a buyer coming back to the cart never competes with their own: their
 * extra orders paid anyway are refunded at settlement, see `couponOverrun`); and how many of the
 * paid ones are `userUid`'s.
 */
export async function countRedemptions(
  db: Db,
  websiteUid: string,
  couponUid: string,
  userUid: string | null,
  now = new Date(),
): Promise<{ total: number; byUser: number }> {
  const heldSince = new Date(now.getTime() - COUPON_HOLD_MINUTES * 60_000).toISOString()
  const user = userUid ?? ''
  const row = await countCouponOrders(db, websiteUid, couponUid, user)
    .where((eb) =>
      eb.or([
        eb('status', '=', 'paid'),
        eb.and([
          eb('status', '=', 'open'),
          eb('created_at', '>', heldSince),
          eb('user_uid', '!=', user),
        ]),
      ]),
    )
    .executeTakeFirstOrThrow()
  return { total: Number(row.total), byUser: Number(row.by_user) }
}

/** The coupon's paid orders but `exceptOrderUid`, and how many of those are `userUid`'s. */
export async function countPaidRedemptions(
  db: Db,
  websiteUid: string,
  couponUid: string,
  userUid: string,
  exceptOrderUid: string,
): Promise<{ total: number; byUser: number }> {
  const row = await countCouponOrders(db, websiteUid, couponUid, userUid)
    .where('status', '=', 'paid')
    .where('uid', '!=', exceptOrderUid)
    .executeTakeFirstOrThrow()
  return { total: Number(row.total), byUser: Number(row.by_user) }
}

/**
 * Locks the coupon's row until the transaction ends (PostgreSQL; SQLite runs one writing
 * transaction at a time) and answers its code and limits, archived or not: two checkouts or
 * settlements counting its seats at once cannot both take the last.
 */
export async function lockCoupon(trx: Db, dialect: Dialect, websiteUid: string, couponUid: string) {
  const query = trx
    .selectFrom('coupons')
    .select(['code', 'max_redemptions', 'once_per_customer'])
    .where('website_uid', '=', websiteUid)
    .where('uid', '=', couponUid)
  return (dialect === 'postgres' ? query.forUpdate() : query).executeTakeFirst()
}
