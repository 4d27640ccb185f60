/** Orders as plain values: what they buy and where they stand. */

/** What an order buys: items' prices, a plan's subscription, a donation, or a gift for someone. */
export const ORDER_TYPES = ['prices', 'subscription', 'donation', 'gift'] as const
export type OrderType = (typeof ORDER_TYPES)[number]

/** Where an order stands: open (not paid yet), paid, canceled, or refunded (in full). */
export const ORDER_STATUSES = ['open', 'paid', 'canceled', 'refunded'] as const
export type OrderStatus = (typeof ORDER_STATUSES)[number]

/** The fields the staff's order list may be sorted by. */
export const ORDER_SORTS = ['created_at', 'total'] as const

/** The longest reason the staff may keep with a refund. */
export const REFUND_REASON_MAX_LENGTH = 500
