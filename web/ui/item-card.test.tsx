import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router'
import { describe, expect, it } from 'vitest'
import type { Item } from '../../contract/schemas/catalogue.ts'
import { anItem } from '../test/fixtures.ts'
import { itemBadge } from './item-badge.ts'
import { ItemCard } from './item-card.tsx'

function renderCard(item: Item, currency: 'eur' | 'chf' = 'eur') {
  return render(
    <MemoryRouter>
      <ItemCard item={item} aspectRatio="16/9" currency={currency} />
    </MemoryRouter>,
  )
}

describe('item badges', () => {
  const cases: Array<[string, Partial<Item>, ReturnType<typeof itemBadge>]> = [
    ['public', { visibility_type: 'public', has_access: true }, null],
    ['monetized without access', { monetization_enabled: true, has_access: false }, 'paid'],
    ['monetized and bought', { monetization_enabled: true, has_access: true }, null],
    ['private, signed out', { visibility_type: 'private', has_access: false }, 'private'],
    ['private, signed in', { visibility_type: 'private', has_access: true }, null],
    ['on demand, not granted', { visibility_type: 'on_demand', has_access: false }, 'onDemand'],
    [
      'private and monetized without access',
      { visibility_type: 'private', monetization_enabled: true, has_access: false },
      'paid',
    ],
  ]
  it.each(cases)('%s', (_name, overrides, expected) => {
    expect(itemBadge(anItem(overrides))).toBe(expected)
  })
})

describe('item card', () => {
  it('shows the name, the duration as HH:MM:SS and links to the item page', () => {
    renderCard(anItem({ uid: 'abc' }))
    const link = screen.getByRole('link')
    expect(link.getAttribute('href')).toBe('/abc-slug')
    expect(within(link).getByRole('heading', { name: 'Film abc' })).toBeTruthy()
    expect(within(link).getByText('01:02:03')).toBeTruthy()
    expect(screen.queryByRole('img', { name: /payant|membres|demande/i })).toBeNull()
  })

  it('uses the resized thumbnail with its size set, so nothing shifts', () => {
    const { container } = renderCard(anItem({ uid: 'abc' }))
    const image = container.querySelector('img')
    expect(image?.getAttribute('src')).toBe('/images/w:480/media:uid:media-of-abc/thumbnail.jpg')
    expect(image?.getAttribute('width')).toBe('480')
    expect(image?.getAttribute('height')).toBe('270')
  })

  it('shows the currency badge with its explanation on a paid item', async () => {
    renderCard(anItem({ monetization_enabled: true, has_access: false }), 'chf')
    const badge = screen.getByRole('img', { name: /contenu payant/i })
    expect(badge.textContent).toBe('CHF')
    await userEvent.hover(badge)
    expect((await screen.findByRole('tooltip')).textContent).toMatch(/achetez-le ou abonnez-vous/)
  })

  it('shows a lock on private and on-demand items the visitor cannot watch', () => {
    renderCard(anItem({ uid: 'p', visibility_type: 'private', has_access: false }))
    expect(screen.getByRole('img', { name: /réservé aux membres/i })).toBeTruthy()
    renderCard(anItem({ uid: 'o', visibility_type: 'on_demand', has_access: false }))
    expect(screen.getByRole('img', { name: /sur demande/i })).toBeTruthy()
  })

  it('tags a playlist and counts its videos', () => {
    const playlist = anItem({ content_object_type: 'playlist' })
    playlist.content_object = {
      ...playlist.content_object,
      medias_count: 12,
      medias_duration: 5400,
    }
    renderCard(playlist)
    expect(screen.getByText('Playlist')).toBeTruthy()
    expect(screen.getByText('12 vidéos')).toBeTruthy()
    expect(screen.getByText('01:30:00')).toBeTruthy()
  })
})
