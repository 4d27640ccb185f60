import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import type { WatchHistoryEntry } from '../../../contract/schemas/progress.ts'
import { useSession } from '../../api/session.ts'
import { anItem, aWebsite } from '../../test/fixtures.ts'
import { renderApp, serveAnswers } from '../../test/render-app.tsx'

afterEach(() => useSession.getState().signOut())

function anEntry(uid: string, entry: Partial<WatchHistoryEntry> = {}): WatchHistoryEntry {
  return {
    item: anItem({ uid }),
    media_uid: `m-${uid}`,
    media_name: `Film ${uid}`,
    position: 754,
    duration: 2700,
    finished: false,
    watched_at: '2026-11-20T18:00:00.000Z',
    ...entry,
  }
}

/**
 * A server holding `history`, two entries a page, that forgets what the page asks it to:
 * `/me/progress/` empties it, `/me/progress/{media}/` takes one media out.
 */
function serve(history: WatchHistoryEntry[]) {
  let held = [...history]
  const answers: Record<string, unknown> = {
    '/website/': aWebsite(),
    '/categories/': [],
    '/billing/plans/': [],
    '/me/history/': (url: string) => {
      const offset = Number(new URL(url, 'http://x').searchParams.get('offset'))
      return { count: held.length, results: held.slice(offset, offset + 2) }
    },
    '/me/progress/': () => {
      held = []
      return [204, null]
    },
  }
  for (const entry of history) {
    answers[`/me/progress/${entry.media_uid}/`] = () => {
      held = held.filter((kept) => kept.media_uid !== entry.media_uid)
      return [204, null]
    }
  }
  serveAnswers(answers)
}

const entryNames = () =>
  screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)

describe('watch history', () => {
  it('shows what was watched, most recent first, how far and when, a page at a time', async () => {
    serve([
      anEntry('b', { media_name: 'Épisode 2' }),
      anEntry('a', { finished: true, position: 2700 }),
      anEntry('c'),
    ])
    useSession.getState().signIn('token-1')
    renderApp('/history')
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Historique de visionnage' }),
    ).toBeTruthy()
    await waitFor(() => expect(entryNames()).toEqual(['Film b', 'Film a']))
    expect(screen.getByText('Épisode 2')).toBeTruthy()
    expect(screen.getAllByText('Regardé le 20 novembre 2026')).toHaveLength(2)
    expect(
      screen.getByRole('progressbar', { name: 'Film b — Épisode 2 : 12\u00a0min sur 45\u00a0min' }),
    )
    expect(screen.getByRole('progressbar', { name: 'Film a : Terminé' }))
    expect(document.title).toContain('Historique de visionnage')

    await userEvent.click(screen.getByRole('button', { name: 'Voir plus' }))
    await waitFor(() => expect(entryNames()).toEqual(['Film b', 'Film a', 'Film c']))
    expect(screen.queryByRole('button', { name: 'Voir plus' })).toBeNull()
  })

  it('takes one entry out, and clears the rest after asking', async () => {
    serve([anEntry('b'), anEntry('a')])
    useSession.getState().signIn('token-1')
    renderApp('/history')
    await waitFor(() => expect(entryNames()).toEqual(['Film b', 'Film a']))

    await userEvent.click(
      screen.getByRole('button', { name: "Retirer « Film b » de l'historique" }),
    )
    await waitFor(() => expect(entryNames()).toEqual(['Film a']))

    await userEvent.click(screen.getByRole('button', { name: "Effacer l'historique" }))
    const dialog = await screen.findByRole('dialog', { name: "Effacer tout l'historique ?" })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Effacer' }))
    expect(await screen.findByText(/Rien pour l'instant/)).toBeTruthy()
    expect(await screen.findByRole('link', { name: 'Parcourir les vidéos' })).toBeTruthy()
  })

  it('sends a signed-out visitor to log in and back', async () => {
    serve([])
    const { router } = renderApp('/history')
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'))
    expect(router.state.location.search).toBe('?redirect=%2Fhistory')
  })
})
