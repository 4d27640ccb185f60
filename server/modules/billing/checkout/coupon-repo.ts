import { sql, type Kysely } from 'kysely'
import type { Dialect } from '../../../db/connect.ts'
import type { Database } from '../../../db/schema.ts'

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

/**
 * The coupon's seats taken: its paid orders, and the orders other buyers opened with it in the
 * last COUPON_HOLD_MINUTES (a buyer coming back to the cart never competes with their own); and
 * how many of the paid ones are `userUid`'s.
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
  const row = await db
    .selectFrom('orders')
    .select(sql<number>`count(*)`.as('total'))
    .select(
      sql<number>`coalesce(sum(case when status = 'paid' and user_uid = ${user} then 1 else 0 end), 0)`.as(
        'by_user',
      ),
    )
    .where('website_uid', '=', websiteUid)
    .where('coupon_uid', '=', couponUid)
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

/**
 * Locks the coupon's row until the transaction ends (PostgreSQL; SQLite runs one writing
 * transaction at a time): two checkouts counting its seats at once cannot both take the last.
 */
export async function lockCoupon(
  trx: Db,
  dialect: Dialect,
  websiteUid: string,
  couponUid: string,
): Promise<void> {
  const query = trx
    .selectFrom('coupons')
    .select('uid')
    .where('website_uid', '=', websiteUid)
    .where('uid', '=', couponUid)
  await (dialect === 'postgres' ? query.forUpdate() : query).executeTakeFirst()
}
