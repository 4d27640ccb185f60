/**
 * Where a buyer comes back to after paying or canceling: a path of the same site (the item they
 * were buying), never another site. Both the server and the storefront check it with this.
 */

/** At most this long: an item's address with its query. */
export const RETURN_PATH_MAX_LENGTH = 512

/**
 * A path of this site: one slash first (`//host` names another site), no space, backslash,
 * quote or angle bracket (nothing an address or a page could be broken out of with).
 */
export const RETURN_PATH_PATTERN = '^/(?![/\\\\])[^\\s\\\\"\'<>]*$'

const RETURN_PATH = new RegExp(RETURN_PATH_PATTERN)

/** The path itself when it is one of this site's, null otherwise. */
export function safeReturnPath(value: unknown): string | null {
  if (typeof value !== 'string' || value.length > RETURN_PATH_MAX_LENGTH) return null
  return RETURN_PATH.test(value) ? value : null
}
