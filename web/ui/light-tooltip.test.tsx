import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
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

/** Longer than the time the pointer is given to cross from the badge onto its tooltip. */
const pause = () => new Promise((resolve) => setTimeout(resolve, 300))

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

  it('hides on Escape while the badge keeps the focus and the pointer', async () => {
    const badge = renderBadge()
    await userEvent.hover(badge)
    await userEvent.tab()
    await screen.findByRole('tooltip')

    await userEvent.keyboard('{Escape}')
    expect(screen.queryByRole('tooltip')).toBeNull()
    expect(document.activeElement).toBe(badge)
    await pause()
    expect(screen.queryByRole('tooltip')).toBeNull()
  })

  it('stays open while the pointer moves from the badge onto the tooltip', async () => {
    const badge = renderBadge()
    await userEvent.hover(badge)
    const tooltip = await screen.findByRole('tooltip')

    await userEvent.unhover(badge)
    await userEvent.hover(tooltip)
    await pause()
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
