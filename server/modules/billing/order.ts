import type { Language } from '../../lib/chosen-language.ts'
import type { Currency } from '../../../contract/schemas/website.ts'
import type { OrderStatus, OrderType } from '../../../contract/values/orders.ts'

export type { OrderType }

/** One line of an order, as the buyer saw it at checkout; fulfilment grants exactly this. */
export interface OrderLine {
  label: string
  /** Minor units. */
  amount: number
  price_uid?: string
  /** The bundle the item was bought in: one line per item, the bundle's amount shared out. */
  bundle_uid?: string
  bundle_name?: string
  item_uid?: string
  /** Hours of access bought with a price; 0 = unlimited. */
  period?: number
  plan_uid?: string
  interval?: 'month' | 'year'
  /** A plan's days of free trial, as offered at checkout; absent or 0 = none. */
  trial_days?: number
  /** Set when the free trial started: minor units its first payment, at the trial's end, takes. */
  after_trial?: number
  /** A renewal's (webhook-renewals.ts): the provider's subscription whose invoice it is. */
  subscription_id?: string
  /** A gift's plan period (gifts/): the plan and how many months it gives, never renewed. */
  gift_plan_uid?: string
  gift_months?: number
  /** What a gift gives, in the language of the recipient's mail. */
  gift_what?: string
}

/** An order as the payment providers and the sandbox pages see it. */
export interface Order {
  uid: string
  websiteUid: string
  userUid: string
  type: OrderType
  status: OrderStatus
  currency: Currency
  lines: OrderLine[]
  /** Minor units, already included in `total`. */
  tip: number
  /** Minor units a coupon took off the lines, already out of `total`; 0 without one. */
  discount: number
  couponUid: string | null
  /** Minor units a gift card paid, already out of `total`; 0 without one. */
  giftCardAmount: number
  /** What the buyer pays the provider: the lines, less the discount, plus the tip, less the card. */
  total: number
  message: string | null
  provider: string
  /** The provider's checkout session; null until the provider answered. */
  providerSessionId: string | null
  createdAt: string
  paidAt: string | null
  /** The language the buyer paid in: the lines are written in it, the mails speak it. */
  language: Language
}
