import { DeviceTokenError } from '../../../contract/values/device-sign-in.ts'

/** What one poll of POST /auth/device/token/ gave: a login token, or the failure's `type`. */
export type PollResult = { token: string } | { failure: string }

/** What the TV does next: sign in with the token, ask again after the interval, or show a new-code button. */
export type PollStep =
  { next: 'sign-in'; token: string } | { next: 'wait'; delayMs: number } | { next: 'expired' }

/**
 * The TV's reading of a poll (RFC 8628 §3.5): not confirmed yet, or a failure of the network or
 * the server, is asked again after the interval the grant gave — until the code's own time is
 * over; an expired, unknown or used code needs a new one.
 */
export function stepAfterPoll(
  result: PollResult,
  grant: { intervalSeconds: number; expiresAtMs: number },
  nowMs: number,
): PollStep {
  if ('token' in result) return { next: 'sign-in', token: result.token }
  if (result.failure === DeviceTokenError.Expired || result.failure === DeviceTokenError.Invalid) {
    return { next: 'expired' }
  }
  const delayMs = Math.max(1, grant.intervalSeconds) * 1000
  if (nowMs + delayMs > grant.expiresAtMs) return { next: 'expired' }
  return { next: 'wait', delayMs }
}
