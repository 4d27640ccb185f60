import type { Kysely } from 'kysely'
import type { OrderStatus, OrderType } from '../../../contract/values/orders.ts'
import type { Database } from '../../db/schema.ts'
import { newUid } from '../../db/uid.ts'

/** A line as the checkout writes it into `orders.lines`. */
export interface OrderLineFixture {
  label?: string
  amount: number
  item_uid?: string
  plan_uid?: string
  period?: number
}

export interface OrderFixture {
  userUid: string
  /** `paid` unless said. */
  status?: OrderStatus
  type?: OrderType
  lines?: OrderLineFixture[]
  tip?: number
  /** The lines and the tip added up, less the discount, unless said. */
  total?: number
  discount?: number
  currency?: string
  message?: string | null
  createdAt?: string
  /** The creation time for a paid order unless said; null for an open one. */
  paidAt?: string | null
  couponUid?: string | null
  language?: string
}

const CREATED_AT = '2024-03-01T10:00:00.000Z'

/** An order of a website as the sandbox checkout leaves it; answers its uid. */
export async function addOrder(
  db: Kysely<Database>,
  websiteUid: string,
  order: OrderFixture,
): Promise<string> {
  const uid = newUid()
  const lines = (order.lines ?? []).map((line) => ({ label: 'Line', ...line }))
  const tip = order.tip ?? 0
  const discount = order.discount ?? 0
  const status = order.status ?? 'paid'
  const createdAt = order.createdAt ?? order.paidAt ?? CREATED_AT
  await db
    .insertInto('orders')
    .values({
      uid,
      website_uid: websiteUid,
      user_uid: order.userUid,
      type: order.type ?? 'prices',
      status,
      currency: order.currency ?? 'eur',
      lines: JSON.stringify(lines),
      tip,
      total: order.total ?? lines.reduce((sum, line) => sum + line.amount, tip) - discount,
      discount,
      message: order.message ?? null,
      provider: 'sandbox',
      provider_session_id: null,
      created_at: createdAt,
      paid_at: order.paidAt !== undefined ? order.paidAt : status === 'open' ? null : createdAt,
      coupon_uid: order.couponUid ?? null,
      ...(order.language ? { language: order.language } : {}),
    })
    .execute()
  return uid
}
