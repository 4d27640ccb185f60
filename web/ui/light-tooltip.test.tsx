import { act, fireEvent, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { anItem } from '../test/fixtures.ts'
import { ItemBadgeChip } from './item-badge-chip.tsx'

const EXPLANATION = /achetez-le ou abonnez-vous/

/** A paid item's badge, whose tooltip is a LightTooltip; the badge is the page's only stop. */
function renderBadge() {
  render(
    <ItemBadgeChip
      item={anItem({ monetization_enabled: true, has_access: false })}
      currency="eur"
    />,
  )
  return screen.getByRole('img', { name: /contenu payant/i })
}

/**
 * The tooltip's own timers on a fake clock, and `pause` to let more than the time the pointer is
 * given to cross from the badge onto its tooltip pass. Events are then sent with `fireEvent`, which
 * does not wait on the clock.
 */
function onFakeClock() {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
  return { pause: () => void act(() => vi.advanceTimersByTime(300)) }
}

afterEach(() => {
  vi.useRealTimers()
})

describe('light tooltip', () => {
  it('explains the badge on hover, and the badge is described by it', async () => {
    const badge = renderBadge()
    expect(screen.queryByRole('tooltip')).toBeNull()
    expect(badge.getAttribute('aria-describedby')).toBeNull()

    await userEvent.hover(badge)
    const tooltip = await screen.findByRole('tooltip')
    expect(tooltip.textContent).toMatch(EXPLANATION)
    expect(tooltip.id).not.toBe('')
    expect(badge.getAttribute('aria-describedby')).toBe(tooltip.id)
    expect(badge.getAttribute('role')).toBe('img')
  })

  it('explains the badge when it is reached with Tab, and not after leaving it', async () => {
    const badge = renderBadge()
    await userEvent.tab()
    expect(document.activeElement).toBe(badge)
    expect((await screen.findByRole('tooltip')).textContent).toMatch(EXPLANATION)

    await userEvent.tab()
    expect(screen.queryByRole('tooltip')).toBeNull()
    expect(badge.getAttribute('aria-describedby')).toBeNull()
  })

  it('hides on Escape while the badge keeps the focus and the pointer', () => {
    const { pause } = onFakeClock()
    const badge = renderBadge()
    fireEvent.mouseEnter(badge)
    act(() => badge.focus())
    expect(screen.getByRole('tooltip')).toBeTruthy()

    fireEvent.keyDown(document, { key: 'Escape' })
    expect(screen.queryByRole('tooltip')).toBeNull()
    expect(document.activeElement).toBe(badge)
    pause()
    expect(screen.queryByRole('tooltip')).toBeNull()
  })

  it('stays open while the pointer moves from the badge onto the tooltip', () => {
    const { pause } = onFakeClock()
    const badge = renderBadge()
    fireEvent.mouseEnter(badge)
    const tooltip = screen.getByRole('tooltip')

    fireEvent.mouseLeave(badge)
    fireEvent.mouseEnter(tooltip)
    pause()
    expect(screen.getByRole('tooltip')).toBe(tooltip)
  })

  it('hides once the pointer has left both the badge and the tooltip', async () => {
    const badge = renderBadge()
    await userEvent.hover(badge)
    const tooltip = await screen.findByRole('tooltip')
    await userEvent.hover(tooltip)

    await userEvent.unhover(tooltip)
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull())
    expect(badge.getAttribute('aria-describedby')).toBeNull()
  })
})
