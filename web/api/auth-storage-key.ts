/**
 * Spec §9: the login token is kept in localStorage under `auth` — by the storefront and the back
 * office alike, so staff signed in on one are signed in on the other.
 */
export const AUTH_STORAGE_KEY = 'auth'
