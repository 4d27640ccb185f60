import { render, screen } from '@testing-library/react'
import { MemoryRouter } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Item } from '../../contract/schemas/catalogue.ts'
import { anItem } from '../test/fixtures.ts'
import { formatLiveStart } from './format-live-start.ts'
import { ItemCard } from './item-card.tsx'

const renderCard = (item: Item) =>
  render(
    <MemoryRouter>
      <ItemCard item={item} aspectRatio="16/9" currency="eur" />
    </MemoryRouter>,
  )

const STARTS_AT = '2026-12-12T19:30:00.000Z'
const liveItem = (status: 'waiting' | 'on_air' | 'reconnecting' | 'ended') =>
  anItem({ content_object_type: 'live', live: { status, starts_at: STARTS_AT } })

const HOUR = 3_600_000

describe('a live item’s card', () => {
  // The card reads the browser's clock: it is set, never waited for.
  const setNow = (fromStart: number) =>
    vi.setSystemTime(new Date(Date.parse(STARTS_AT) + fromStart))
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] })
    setNow(-24 * HOUR)
  })
  afterEach(() => vi.useRealTimers())

  it.each(['on_air', 'reconnecting'] as const)('says "En direct" while %s', (status) => {
    const { container } = renderCard(liveItem(status))
    expect(screen.getByText('En direct')).toBeTruthy()
    expect(container.querySelector('[data-live="upcoming"]')).toBeNull()
  })

  it('shows when an upcoming event starts, and no "En direct"', () => {
    renderCard(liveItem('waiting'))
    const date = formatLiveStart(STARTS_AT, 'fr')
    expect(screen.getByLabelText(`Débute le ${date}`).textContent).toBe(date)
    expect(screen.queryByText('En direct')).toBeNull()
  })

  it('says "Va commencer" once the start has passed and the publisher is awaited', () => {
    setNow(10 * 60_000)
    const { container } = renderCard(liveItem('waiting'))
    expect(screen.getByText('Va commencer')).toBeTruthy()
    expect(container.querySelector('[data-live="upcoming"]')).toBeNull()
    expect(screen.queryByText('En direct')).toBeNull()
  })

  it('says nothing of an event still waiting half a day after its start', () => {
    setNow(13 * HOUR)
    const { container } = renderCard(liveItem('waiting'))
    expect(container.querySelector('[data-live]')).toBeNull()
  })

  it('says nothing of an event that has ended, nor of a media', () => {
    const ended = renderCard(liveItem('ended'))
    expect(ended.container.querySelector('[data-live]')).toBeNull()
    ended.unmount()
    const media = renderCard(anItem())
    expect(media.container.querySelector('[data-live]')).toBeNull()
  })
})

describe('the start of a live event', () => {
  it('reads as the French and English cards write it', () => {
    expect(formatLiveStart(STARTS_AT, 'fr', 'Europe/Paris')).toBe('Sam. 12 déc. · 20:30')
    expect(formatLiveStart(STARTS_AT, 'en', 'Europe/Paris')).toBe('Sat 12 Dec · 8:30 PM')
  })
})
