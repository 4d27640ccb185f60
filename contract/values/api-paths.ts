/**
 * Where the API lives and how a login token is presented, as plain values: no TypeBox here, so
 * the storefront can import them without bundling the schemas.
 */

/** Base path of every public call. */
export const API_BASE = '/api/public/websites/v1'
/** Base path of the site staff's calls (spec §4 "Editor drawer"); every call needs a staff token. */
export const ADMIN_API_BASE = '/api/admin/websites/v1'
/**
 * Where the back office answers (web/admin, a build apart): the storefront only links to it, so
 * none of its code loads with the storefront's.
 */
export const BACK_OFFICE_PATH = '/admin'
/** Authorization scheme of a login token. */
export const TOKEN_SCHEME = 'WebsiteToken'
