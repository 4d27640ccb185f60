import { describe, expect, it } from 'vitest'
import { DeviceTokenError } from '../../../contract/values/device-sign-in.ts'
import { stepAfterPoll } from './device-sign-in-state.ts'

const grant = { intervalSeconds: 1, expiresAtMs: 600_000 }

describe('the TV reading its sign-in polls', () => {
  it('signs in with the token once the viewer confirmed the code', () => {
    expect(stepAfterPoll({ token: 'abc' }, grant, 0)).toEqual({ next: 'sign-in', token: 'abc' })
  })

  it('asks again after the interval the grant gave while the code waits', () => {
    const pending = { failure: DeviceTokenError.Pending }
    expect(stepAfterPoll(pending, grant, 0)).toEqual({ next: 'wait', delayMs: 1000 })
    expect(stepAfterPoll(pending, { ...grant, intervalSeconds: 5 }, 0)).toEqual({
      next: 'wait',
      delayMs: 5000,
    })
  })

  it('keeps asking through a lost connection, never faster than once a second', () => {
    const lost = { failure: 'network_error' }
    expect(stepAfterPoll(lost, { ...grant, intervalSeconds: 0 }, 0)).toEqual({
      next: 'wait',
      delayMs: 1000,
    })
  })

  it('offers a new code when the server says the code expired, is unknown or was used', () => {
    expect(stepAfterPoll({ failure: DeviceTokenError.Expired }, grant, 0)).toEqual({
      next: 'expired',
    })
    expect(stepAfterPoll({ failure: DeviceTokenError.Invalid }, grant, 0)).toEqual({
      next: 'expired',
    })
  })

  it('stops asking once the next poll would come after the code expired', () => {
    const pending = { failure: DeviceTokenError.Pending }
    expect(stepAfterPoll(pending, grant, 599_000)).toEqual({ next: 'wait', delayMs: 1000 })
    expect(stepAfterPoll(pending, grant, 599_500)).toEqual({ next: 'expired' })
  })
})
