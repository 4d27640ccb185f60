/**
 * The login form posted before the storefront's scripts took the page over (the server draws the
 * form, web/lib/secret-form.ts): the server signs the visitor in itself and hands the token to
 * the app in a short-lived cookie that the app moves to its storage as it starts (spec §4: the
 * token lives in localStorage `auth`), or sends the visitor back to the form saying why not.
 */
export const FORM_LOGIN_COOKIE = 'vitrine_form_login'

/** Seconds the cookie waits for the app to start and take the token. */
export const FORM_LOGIN_COOKIE_SECONDS = 120

/** The query parameter of the login screen that says why the posted form was refused. */
export const LOGIN_FAILURE_PARAM = 'login_failed'

/** …and, for too many attempts, the minutes to wait. */
export const LOGIN_WAIT_PARAM = 'login_wait'

export const LOGIN_FAILURES = ['credentials', 'attempts', 'other'] as const
export type LoginFailure = (typeof LOGIN_FAILURES)[number]
