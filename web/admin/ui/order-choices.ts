import { ORDER_STATUSES, ORDER_TYPES } from '../../../contract/values/orders.ts'
import { choicesOf } from './choices.ts'

/** Where an order stands and what it bought, named in the back office's language. */
export const ORDER_STATUS_CHOICES = choicesOf(ORDER_STATUSES, 'vitrine.order.status')
export const ORDER_TYPE_CHOICES = choicesOf(ORDER_TYPES, 'vitrine.order.type')
