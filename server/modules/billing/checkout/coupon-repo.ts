import { sql, type Kysely } from 'kysely'
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

/** Paid orders that used the coupon: in all, and those of `userUid`. */
export async function countRedemptions(
  db: Db,
  websiteUid: string,
  couponUid: string,
  userUid: string | null,
): Promise<{ total: number; byUser: number }> {
  const row = await db
    .selectFrom('orders')
    .select(sql<number>`count(*)`.as('total'))
    .select(
      sql<number>`coalesce(sum(case when user_uid = ${userUid ?? ''} then 1 else 0 end), 0)`.as(
        'by_user',
      ),
    )
    .where('website_uid', '=', websiteUid)
    .where('coupon_uid', '=', couponUid)
    .where('status', '=', 'paid')
    .executeTakeFirstOrThrow()
  return { total: Number(row.total), byUser: Number(row.by_user) }
}
