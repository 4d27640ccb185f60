import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { useSession } from '../../api/session.ts'
import { renderApp } from '../../test/render-app.tsx'
import { aFilm, serveItem } from './item-test-support.ts'

afterEach(() => useSession.getState().signOut())

describe('the item page’s list button', () => {
  it('adds the item to "Ma liste" and takes it out again', async () => {
    const film = aFilm()
    let kept = false
    const asked = serveItem(film, {
      answers: {
        '/me/list/': () => (kept ? [film] : []),
        // The test's network knows no methods: each call of the item's address toggles it.
        [`/me/list/${film.uid}/`]: () => {
          kept = !kept
          return null
        },
      },
    })
    useSession.getState().signIn('token-1')
    renderApp(`/${film.slug}`)

    await userEvent.click(await screen.findByRole('button', { name: 'Ajouter à ma liste' }))
    expect(await screen.findByRole('button', { name: 'Retirer de ma liste' })).toBeTruthy()
    expect(kept).toBe(true)
    await userEvent.click(screen.getByRole('button', { name: 'Retirer de ma liste' }))
    expect(await screen.findByRole('button', { name: 'Ajouter à ma liste' })).toBeTruthy()
    expect(kept).toBe(false)
    expect(asked.filter((url) => url.endsWith(`/me/list/${film.uid}/`))).toHaveLength(2)
  })

  it('is not offered to a signed-out visitor', async () => {
    const film = aFilm()
    serveItem(film)
    renderApp(`/${film.slug}`)
    expect(await screen.findByRole('heading', { level: 1, name: 'Film film' })).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Ajouter à ma liste' })).toBeNull()
  })
})
