import type { Kysely } from 'kysely'
import type { WebhookEvent } from '../../../contract/values/integrations.ts'
import type { Database } from '../../db/schema.ts'
import { recordEvent } from '../events/service.ts'
import type { Order } from './order.ts'

/** What a webhook receiver is told of an order (issue 46 part 5). */
export function orderEventData(order: Order): Record<string, unknown> {
  return {
    order_uid: order.uid,
    customer_uid: order.userUid,
    type: order.type,
    status: order.status,
    currency: order.currency,
    total: order.total,
    discount: order.discount,
    tip: order.tip,
    lines: order.lines.map((line) => ({
      label: line.label,
      amount: line.amount,
      item_uid: line.item_uid ?? null,
      bundle_uid: line.bundle_uid ?? null,
      plan_uid: line.plan_uid ?? null,
    })),
    created_at: order.createdAt,
    paid_at: order.paidAt,
  }
}

/** Records an order's event for the website's webhooks, in the caller's transaction. */
export function recordOrderEvent(
  trx: Kysely<Database>,
  type: WebhookEvent,
  order: Order,
  extra: Record<string, unknown> = {},
  now = new Date(),
): Promise<void> {
  return recordEvent(trx, order.websiteUid, type, { ...orderEventData(order), ...extra }, now)
}
