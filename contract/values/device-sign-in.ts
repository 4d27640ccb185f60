/**
 * Sign-in on a TV by a code (issue 48 part 3; RFC 8628, the OAuth 2.0 device authorisation
 * grant), as plain values the storefront and the TV app share with the server.
 */

/** Where the viewer confirms a TV's code, signed in on a phone or a computer. */
export const ACTIVATE_PATH = '/activate'

/** A code lives ten minutes. */
export const DEVICE_CODE_SECONDS = 600

/** How often a TV asks whether its code was confirmed: signed in within 2 s of the confirmation. */
export const DEVICE_POLL_SECONDS = 1

/** The letters of a user code: consonants only (no word, no 0/O or 1/I to confuse). */
export const USER_CODE_LETTERS = 'BCDFGHJKLMNPQRSTVWXZ'
export const USER_CODE_LENGTH = 8

/** A user code as people read and type it: `BCDF-GHJK`. */
export const formatUserCode = (code: string) => `${code.slice(0, 4)}-${code.slice(4)}`

/** A typed code as stored: its letters only, upper case (`bcdf ghjk` → `BCDFGHJK`). */
export const normalizeUserCode = (typed: string) => typed.toUpperCase().replace(/[^A-Z]/g, '')

/**
 * What the TV hears while it polls (RFC 8628 §3.5), as the `type` of a 400 in the §8 shape:
 * not confirmed yet (ask again after the interval), expired (start again), or a code that is
 * unknown or already used.
 */
export const DeviceTokenError = {
  Pending: 'authorization_pending',
  Expired: 'expired_token',
  Invalid: 'invalid_grant',
} as const
