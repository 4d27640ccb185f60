import type { Kysely } from 'kysely'
import type { CouponTarget } from '../../../contract/values/admin-coupons.ts'
import type {
  AdminCoupon,
  AdminCouponChange,
  AdminCouponInput,
  AdminCouponsQuery,
} from '../../../contract/schemas/admin-coupons.ts'
import type { Database } from '../../db/schema.ts'
import { newUid } from '../../db/uid.ts'
import { conflict, invalidField, notFound } from '../../errors.ts'
import type { Viewer } from '../auth/viewer.ts'
import { recordChange } from '../audit-log/service.ts'
import { listPage, type ListAnswer } from '../../http/list-page.ts'
import {
  archiveCoupon,
  codeTaken,
  couponInOrders,
  deleteCoupon,
  findAdminCoupon,
  findCouponPage,
  insertCoupon,
  updateCoupon,
  type CouponRow,
  type CouponValues,
} from './staff-repo.ts'

/** Where the coupon calls work: the database, the website, the owner who asks. */
export interface CouponScope {
  db: Kysely<Database>
  websiteUid: string
  staff: Viewer
}

const NO_COUPON = 'No coupon of this website has this uid.'
const CODE_TAKEN = 'Another coupon of this website has this code.'
const ARCHIVED = 'This coupon was deleted after use: it can no longer change.'
const REQUIRED = 'This field is required.'
const ENDS_BEFORE = 'The end must come after the start.'

function toAdminCoupon(row: CouponRow): AdminCoupon {
  return {
    uid: row.uid,
    code: row.code,
    kind: row.percent_off === null ? 'amount' : 'percent',
    percent_off: row.percent_off,
    amount_off: row.amount_off,
    applies_to: row.applies_to as CouponTarget,
    starts_at: row.starts_at,
    ends_at: row.ends_at,
    max_redemptions: row.max_redemptions,
    once_per_customer: Boolean(row.once_per_customer),
    redemptions: Number(row.redemptions ?? 0),
    archived_at: row.archived_at,
    created_at: row.created_at,
  }
}

/** GET /coupons/: newest first unless sorted otherwise. */
export async function listAdminCoupons(
  db: Kysely<Database>,
  websiteUid: string,
  query: AdminCouponsQuery,
): Promise<ListAnswer<AdminCoupon>> {
  const page = listPage(query, 'DESC')
  const sort = query._sort ?? 'created_at'
  const { total, rows } = await findCouponPage(db, websiteUid, query, sort, page)
  return { total, rows: rows.map(toAdminCoupon) }
}

/** GET /coupons/{uid}/, archived or not, or 404. */
export async function getAdminCoupon(
  db: Kysely<Database>,
  websiteUid: string,
  uid: string,
): Promise<AdminCoupon> {
  const row = await findAdminCoupon(db, websiteUid, uid)
  if (!row) throw notFound(NO_COUPON)
  return toAdminCoupon(row)
}

/** The stored values of a coupon as it would be, or a 400 naming the field at fault. */
function couponValues(coupon: Omit<AdminCouponChange, 'kind'> & { kind: string }): CouponValues {
  const percent = coupon.kind === 'percent'
  const value = percent ? coupon.percent_off : coupon.amount_off
  if (value === null || value === undefined) {
    throw invalidField(percent ? 'percent_off' : 'amount_off', REQUIRED)
  }
  const startsAt = coupon.starts_at ?? null
  const endsAt = coupon.ends_at ?? null
  if (startsAt && endsAt && new Date(endsAt) <= new Date(startsAt)) {
    throw invalidField('ends_at', ENDS_BEFORE)
  }
  return {
    code: (coupon.code ?? '').trim(),
    percent_off: percent ? value : null,
    amount_off: percent ? null : value,
    applies_to: coupon.applies_to ?? 'both',
    starts_at: startsAt && new Date(startsAt).toISOString(),
    ends_at: endsAt && new Date(endsAt).toISOString(),
    max_redemptions: coupon.max_redemptions ?? null,
    once_per_customer: coupon.once_per_customer === false ? 0 : 1,
  }
}

/** A 409 naming `code` when a coupon still offered holds it, whatever its case. */
async function checkCode(trx: Kysely<Database>, websiteUid: string, code: string, uid: string) {
  if (await codeTaken(trx, websiteUid, code, uid)) throw conflict(CODE_TAKEN, 'code')
}

/** POST /coupons/: written with its audit entry. */
export async function createAdminCoupon(
  scope: CouponScope,
  input: AdminCouponInput,
): Promise<AdminCoupon> {
  const { db, websiteUid, staff } = scope
  const values = couponValues(input)
  return db.transaction().execute(async (trx) => {
    const uid = newUid()
    await checkCode(trx, websiteUid, values.code, uid)
    await insertCoupon(trx, websiteUid, uid, values, new Date().toISOString())
    const after = await getAdminCoupon(trx, websiteUid, uid)
    await recordChange(
      trx,
      { websiteUid, staffUserUid: staff.uid },
      { action: 'create', resource: 'coupon', recordUid: uid, before: null, after },
    )
    return after
  })
}

/**
 * PATCH /coupons/{uid}/: what changed, with its audit entry. Orders already made keep the
 * discount they were given.
 */
export async function changeAdminCoupon(
  scope: CouponScope,
  uid: string,
  change: AdminCouponChange,
): Promise<AdminCoupon> {
  const { db, websiteUid, staff } = scope
  return db.transaction().execute(async (trx) => {
    const before = await getAdminCoupon(trx, websiteUid, uid)
    if (before.archived_at) throw conflict(ARCHIVED)
    const values = couponValues({ ...before, ...change })
    await checkCode(trx, websiteUid, values.code, uid)
    await updateCoupon(trx, websiteUid, uid, values)
    const after = await getAdminCoupon(trx, websiteUid, uid)
    await recordChange(
      trx,
      { websiteUid, staffUserUid: staff.uid },
      { action: 'update', resource: 'coupon', recordUid: uid, before, after },
    )
    return after
  })
}

/**
 * DELETE /coupons/{uid}/: a coupon no order carries goes; one an order carries is archived
 * instead (it applies no more, its code is free again, and its orders keep their discount).
 * Answers the archived coupon, or null once deleted.
 */
export async function deleteAdminCoupon(
  scope: CouponScope,
  uid: string,
): Promise<AdminCoupon | null> {
  const { db, websiteUid, staff } = scope
  return db.transaction().execute(async (trx) => {
    const before = await getAdminCoupon(trx, websiteUid, uid)
    if (before.archived_at) return before
    const actor = { websiteUid, staffUserUid: staff.uid }
    if (await couponInOrders(trx, websiteUid, uid)) {
      await archiveCoupon(trx, websiteUid, uid, new Date().toISOString())
      const after = await getAdminCoupon(trx, websiteUid, uid)
      await recordChange(trx, actor, {
        action: 'update',
        resource: 'coupon',
        recordUid: uid,
        before,
        after,
      })
      return after
    }
    await deleteCoupon(trx, websiteUid, uid)
    await recordChange(trx, actor, {
      action: 'delete',
      resource: 'coupon',
      recordUid: uid,
      before,
      after: null,
    })
    return null
  })
}
