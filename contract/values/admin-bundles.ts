/** What the back office and the server share about bundles, with no TypeBox. */

export const BUNDLE_NAME_MAX_LENGTH = 150
export const BUNDLE_DESCRIPTION_MAX_LENGTH = 2000
/** A bundle sells at least two items together, at most this many. */
export const MIN_BUNDLE_ITEMS = 2
export const MAX_BUNDLE_ITEMS = 100
/** The longest access a bundle may sell, in hours (ten years); 0 = unlimited. */
export const MAX_BUNDLE_PERIOD = 87_600

export const BUNDLE_SORTS = ['position', 'name', 'amount'] as const
