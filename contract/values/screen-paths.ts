/**
 * The first path segments of the storefront's own one-segment screens (spec §2). Any other
 * single segment is an item's slug (`/{itemSlug}`).
 */
export const SCREEN_SEGMENTS = [
  'items',
  'medias',
  'search',
  'legal',
  'my-stuff',
  'my-list',
  'account',
  'history',
  'donate',
  'checkout',
  'auth',
  'unsubscribe',
  'gift',
  'activate',
  'tv',
] as const

/** The storefront's page that unsubscribes from marketing mail, and the address mails POST to. */
export const UNSUBSCRIBE_PATH = '/unsubscribe'

/**
 * Segments an item's slug may never be: the screens, and the addresses the server or the
 * storefront answer for themselves. An item slugged so could never be reached.
 */
export const RESERVED_SLUGS: readonly string[] = [
  ...SCREEN_SEGMENTS,
  'category',
  // The TV app's `/tv/categories` comes before its `/tv/{itemSlug}`.
  'categories',
  'partenaires',
  'embed',
  'api',
  'admin',
  'images',
]
