/** Where an order stands: open (not paid yet), paid, canceled, or refunded (in full). */
export const ORDER_STATUSES = ['open', 'paid', 'canceled', 'refunded'] as const
export type OrderStatus = (typeof ORDER_STATUSES)[number]
