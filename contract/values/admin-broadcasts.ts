import { CUSTOMER_SEGMENTS } from './admin-customers.ts'

/** Broadcasts (mail to segments) as plain values: the back office and the server share them. */

/**
 * Who a broadcast goes to, among the customers who accept marketing mail: all of them, a segment
 * of the customers list (judged when it starts), the buyers of an item, or the viewers of a
 * category's items.
 */
export const BROADCAST_SEGMENTS = [
  'all',
  ...CUSTOMER_SEGMENTS,
  'bought_item',
  'watched_category',
] as const
export type BroadcastSegment = (typeof BROADCAST_SEGMENTS)[number]

/**
 * Where a broadcast stands: written (`draft`), waiting for its time (`scheduled`), going out
 * (`sending`), every recipient done (`sent`), or stopped by staff (`canceled`).
 */
export const BROADCAST_STATUSES = ['draft', 'scheduled', 'sending', 'sent', 'canceled'] as const
export type BroadcastStatus = (typeof BROADCAST_STATUSES)[number]

/** The statuses a broadcast can still be changed in. */
/** The languages a broadcast is written in: French always, English optionally. */
export const BROADCAST_LANGUAGES = ['fr', 'en'] as const
export type BroadcastLanguage = (typeof BROADCAST_LANGUAGES)[number]

export const BROADCAST_EDITABLE: readonly BroadcastStatus[] = ['draft', 'scheduled']

export const BROADCAST_SUBJECT_MAX_LENGTH = 200
export const BROADCAST_BODY_MAX_LENGTH = 100_000

/** Mails a second a website's broadcasts go out at, at most (settings, reminders section). */
export const BROADCAST_RATE_PER_SECOND = { min: 1, max: 1000, default: 20 } as const
