/** The staff's list of items, as plain values (the back office builds its filters from them). */

/** The fields the items list may be sorted by. */
export const ADMIN_ITEM_SORTS = ['name', 'published_at', 'type', 'visibility_type'] as const
export type AdminItemSort = (typeof ADMIN_ITEM_SORTS)[number]

export const VISIBILITY_TYPES = ['public', 'private', 'on_demand'] as const

/**
 * Where an item stands for visitors: published (they see it), scheduled (a date to come) or
 * unpublished (nobody published it yet: UNPUBLISHED_AT).
 */
export const PUBLICATION_STATES = ['published', 'scheduled', 'unpublished'] as const
export type PublicationState = (typeof PUBLICATION_STATES)[number]

/**
 * The publication date of an item nobody published yet: so far in the future that visitors
 * never see it (scheduled publishing), until staff give it a real date.
 */
export const UNPUBLISHED_AT = '9999-12-31T23:59:59.999Z'

/** Where an item published at `publishedAt` stands for visitors at `now`. */
export function publicationStateOf(publishedAt: string, now = new Date()): PublicationState {
  if (publishedAt === UNPUBLISHED_AT) return 'unpublished'
  return publishedAt <= now.toISOString() ? 'published' : 'scheduled'
}
export const CONTENT_OBJECT_TYPES = ['media', 'playlist', 'live'] as const

/** What an item's texts and lists may hold (PATCH /items/{uid}/). */
export const ITEM_NAME_MAX_LENGTH = 200
export const ITEM_EXCERPT_MAX_LENGTH = 500
export const ITEM_DESCRIPTION_MAX_LENGTH = 20_000
export const ITEM_TAG_MAX_LENGTH = 50
export const ITEM_MAX_TAGS = 30
export const ITEM_MAX_CATEGORIES = 50
export const ITEM_MAX_PRICES = 20
/** The most medias one playlist holds, and the highest season of a series. */
export const PLAYLIST_MAX_MEDIAS = 500
export const MAX_SEASON = 99
/** A price's amount in minor units, below a million in the site's currency. */
export const MAX_PRICE_AMOUNT = 99_999_999
/** The longest rental: ten years, in hours. */
export const MAX_PRICE_PERIOD_HOURS = 87_600
