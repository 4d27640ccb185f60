import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import type { Item } from '../../../contract/schemas/catalogue.ts'
import { renderApp } from '../../test/render-app.tsx'
import { aFilm, serveItem } from './item-test-support.ts'

function aPlaylist(overrides: Partial<Item> = {}): Item {
  const playlist = aFilm({ content_object_type: 'playlist', ...overrides })
  const medias = ['Un', 'Deux', 'Trois'].map((name, index) => ({
    uid: `m${index + 1}`,
    name,
    duration: 60 * (index + 1),
    thumbnail: null,
    has_access: overrides.has_access ?? true,
    season: null,
  }))
  playlist.content_object = { ...playlist.content_object, medias, medias_count: 3 }
  return playlist
}

const current = (list: HTMLElement) =>
  within(list)
    .getAllByRole('button')
    .filter((entry) => entry.getAttribute('aria-current') === 'true')
    .map((entry) => entry.textContent)

function fromPlayer(player: HTMLIFrameElement, data: Record<string, unknown>) {
  window.dispatchEvent(
    new MessageEvent('message', {
      data: { source: 'vitrine-embed', itemUid: 'film', ...data },
      source: player.contentWindow,
    }),
  )
}

async function openPlaylist(item: Item) {
  serveItem(item)
  renderApp('/le-film')
  return screen.findByRole('region', { name: 'Playlist · 3 vidéos' })
}

describe('a playlist', () => {
  it('starts on its first media and follows the player when it moves on', async () => {
    const list = await openPlaylist(aPlaylist())
    expect(current(list)).toEqual(['1. Un00:01:00'])
    const player = screen.getByTitle('Lecteur : Film film') as HTMLIFrameElement

    fromPlayer(player, { type: 'media-changed', mediaUid: 'm3' })
    await vi.waitFor(() => expect(current(list)).toEqual(['3. Trois00:03:00']))

    // Messages that are not the player's are ignored.
    window.dispatchEvent(
      new MessageEvent('message', {
        data: { source: 'vitrine-embed', type: 'media-changed', mediaUid: 'm2' },
        source: window,
      }),
    )
    fromPlayer(player, { source: 'someone-else', type: 'media-changed', mediaUid: 'm2' })
    expect(current(list)).toEqual(['3. Trois00:03:00'])
  })

  it('asks the player for the media clicked', async () => {
    const list = await openPlaylist(aPlaylist())
    const player = screen.getByTitle('Lecteur : Film film') as HTMLIFrameElement
    const postMessage = vi.spyOn(player.contentWindow!, 'postMessage')

    await userEvent.click(within(list).getByRole('button', { name: /Deux/ }))
    expect(postMessage).toHaveBeenCalledWith(
      { source: 'vitrine-storefront', type: 'select-media', mediaUid: 'm2' },
      'http://localhost:3000',
    )
    expect(current(list)).toEqual(['2. Deux00:02:00'])
  })

  it('splits a series by season, numbering each season from 1', async () => {
    const series = aPlaylist()
    series.content_object.medias = series.content_object.medias.map((media, index) => ({
      ...media,
      season: index === 0 ? 1 : 2,
    }))
    const list = await openPlaylist(series)
    const seasons = within(list).getAllByRole('heading', { level: 3 })
    expect(seasons.map((heading) => heading.textContent)).toEqual(['Saison 1', 'Saison 2'])
    expect(
      within(list)
        .getAllByRole('button')
        .map((entry) => entry.textContent),
    ).toEqual(['1. Un00:01:00', '1. Deux00:02:00', '2. Trois00:03:00'])
  })

  it('lists the medias without choices while the visitor cannot watch them', async () => {
    const list = await openPlaylist(aPlaylist({ has_access: false, visibility_type: 'private' }))
    expect(within(list).queryAllByRole('button')).toEqual([])
    expect(within(list).getAllByRole('listitem')).toHaveLength(3)
  })

  it('marks as locked the medias the visitor may not play, and only those', async () => {
    const playlist = aPlaylist({ has_access: false, visibility_type: 'private' })
    const [first, ...others] = playlist.content_object.medias
    playlist.content_object.medias = [{ ...first!, has_access: true }, ...others]
    const list = await openPlaylist(playlist)
    const locked = within(list)
      .getAllByRole('listitem')
      .map((entry) => within(entry).queryByTitle('Réservé : accès requis') !== null)
    expect(locked).toEqual([false, true, true])
  })

  it('shows no lock on a playlist the visitor may watch', async () => {
    const list = await openPlaylist(aPlaylist())
    expect(within(list).queryAllByTitle('Réservé : accès requis')).toEqual([])
  })
})
