import { render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import '../../../i18n/item/texts.ts'
import { LiveCountdown } from './live-countdown.tsx'

const STARTS_AT = '2026-12-12T19:30:00.000Z'
const HOUR = 3_600_000

describe('the countdown of a live item’s page', () => {
  // The countdown reads the browser's clock: it is set, never waited for.
  const setNow = (fromStart: number) =>
    vi.setSystemTime(new Date(Date.parse(STARTS_AT) + fromStart))
  beforeEach(() => vi.useFakeTimers({ toFake: ['Date'] }))
  afterEach(() => vi.useRealTimers())

  it('counts down to the start while it is to come', () => {
    setNow(-2 * HOUR)
    render(<LiveCountdown itemUid="live-1" startsAt={STARTS_AT} />)
    expect(screen.getByRole('timer').textContent).toContain('Commence dans')
  })

  it('says the live event is about to start once its start has passed', () => {
    setNow(15 * 60_000)
    render(<LiveCountdown itemUid="live-1" startsAt={STARTS_AT} />)
    expect(screen.queryByRole('timer')).toBeNull()
    expect(screen.getByRole('status').textContent).toBe(
      'Le direct va commencer d’un instant à l’autre.',
    )
  })

  it('says it did not start as planned half a day later', () => {
    setNow(13 * HOUR)
    render(<LiveCountdown itemUid="live-1" startsAt={STARTS_AT} />)
    expect(screen.getByRole('status').textContent).toBe(
      'Ce direct n’a pas commencé à l’heure prévue.',
    )
  })
})
