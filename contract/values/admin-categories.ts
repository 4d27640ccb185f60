/** What the back office and the server share about categories, with no TypeBox. */

export const CATEGORY_NAME_MAX_LENGTH = 150
export const CATEGORY_DESCRIPTION_MAX_LENGTH = 2000
export const CATEGORY_SLUG_MAX_LENGTH = 80
/** Lowercase letters and digits, in words joined by single hyphens: `jazz-vocal`. */
export const CATEGORY_SLUG_PATTERN = '^[a-z0-9]+(-[a-z0-9]+)*$'

/** The pictures a category has, each at `/categories/{uid}/{picture}/`. */
export const CATEGORY_PICTURES = ['thumbnail', 'icon'] as const
export type CategoryPicture = (typeof CATEGORY_PICTURES)[number]

/** `position` is the tree's order: each category, then those under it, siblings by position. */
export const CATEGORY_SORTS = ['position', 'name'] as const
