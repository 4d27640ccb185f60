/**
 * Where the back office answers (web/admin, served by the server apart from the storefront).
 * Reached by a plain link that loads its own page: none of its code is in the storefront's.
 */
export const BACK_OFFICE_ADDRESS = '/admin'
