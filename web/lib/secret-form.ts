/**
 * The attributes of a form that carries a password or a reset token. The server draws such a form
 * before the app has taken the page over; submitted then (Enter pressed early on a slow phone), a
 * form without a method would send its fields in the address as a GET, into the browser's history
 * and the server's log. As a POST to its own page it is answered with the page again
 * (server/modules/storefront/routes.ts), and nothing is read or kept.
 */
export const SECRET_FORM = { method: 'post' } as const
