import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import type { ContinueWatchingEntry } from '../../../contract/schemas/progress.ts'
import { CONTINUE_WATCHING_PATH } from '../../../contract/values/progress.ts'
import { useSession } from '../../api/session.ts'
import { renderApp } from '../../test/render-app.tsx'
import { aFilm, serveItem } from './item-test-support.ts'

afterEach(() => useSession.getState().signOut())

const film = aFilm({ has_access: true })
const stoppedAt = (position: number): ContinueWatchingEntry => ({
  item: film,
  media_uid: 'film-media',
  position,
  duration: 1800,
  updated_at: '2026-01-01T10:00:00Z',
})

function openStopped(position: number) {
  serveItem(film, { answers: { [CONTINUE_WATCHING_PATH]: [stoppedAt(position)] } })
  useSession.getState().signIn('token-1')
  renderApp('/le-film')
}

describe('the item page of a video the viewer stopped part way', () => {
  it('covers the player with "Reprendre à 12:34", which plays from there in one tap', async () => {
    openStopped(754)
    const resume = await screen.findByRole('button', { name: 'Reprendre à 12:34' })
    // The play button of the player itself, "Recommencer" beside it; the frame waits behind.
    const group = screen.getByRole('group', { name: 'Reprendre la lecture' })
    expect(
      within(group)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Reprendre à 12:34', 'Recommencer'])
    const player = screen.getByTitle('Lecteur : Film film')
    expect(player.parentElement).toBe(group.parentElement)
    expect(player.hasAttribute('inert')).toBe(true)

    await userEvent.click(resume)
    expect(player.getAttribute('src')).toBe('/embed/film/?media=film-media&t=754&autoplay=1')
    expect(player.hasAttribute('inert')).toBe(false)
    expect(screen.queryByRole('group', { name: 'Reprendre la lecture' })).toBeNull()
  })

  it('starts over from the beginning, playing, with "Recommencer"', async () => {
    openStopped(95)
    await userEvent.click(await screen.findByRole('button', { name: 'Recommencer' }))
    expect(screen.getByTitle('Lecteur : Film film').getAttribute('src')).toBe(
      '/embed/film/?media=film-media&t=0&autoplay=1',
    )
  })
})
