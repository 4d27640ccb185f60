/** The staff's list of items, as plain values (the back office builds its filters from them). */

/** The fields the items list may be sorted by. */
export const ADMIN_ITEM_SORTS = ['name', 'published_at', 'type', 'visibility_type'] as const
export type AdminItemSort = (typeof ADMIN_ITEM_SORTS)[number]

export const VISIBILITY_TYPES = ['public', 'private', 'on_demand'] as const
export const CONTENT_OBJECT_TYPES = ['media', 'playlist'] as const
