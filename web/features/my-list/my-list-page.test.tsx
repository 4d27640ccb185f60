import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import type { Item } from '../../../contract/schemas/catalogue.ts'
import { API_BASE } from '../../../contract/values/api-paths.ts'
import { useSession } from '../../api/session.ts'
import { anItem, aWebsite } from '../../test/fixtures.ts'
import { renderApp, serveAnswers } from '../../test/render-app.tsx'

afterEach(() => useSession.getState().signOut())

function serve(list: Item[]) {
  serveAnswers({
    '/website/': aWebsite(),
    '/categories/': [],
    '/billing/plans/': [],
    '/me/list/': list,
  })
}

describe('my list', () => {
  it('shows the items kept, last added first, as cards that open them', async () => {
    serve([anItem({ uid: 'b' }), anItem({ uid: 'a' })])
    useSession.getState().signIn('token-1')
    renderApp('/my-list')
    expect(await screen.findByRole('heading', { level: 1, name: 'Ma liste' })).toBeTruthy()
    const cards = await screen.findAllByRole('heading', { level: 3 })
    expect(cards.map((card) => card.textContent)).toEqual(['Film b', 'Film a'])
    expect(document.title).toContain('Ma liste')
  })

  it('says how to fill an empty list and offers the videos', async () => {
    serve([])
    useSession.getState().signIn('token-1')
    renderApp('/my-list')
    const main = await screen.findByRole('main')
    expect(await within(main).findByText(/Votre liste est vide/)).toBeTruthy()
    expect(within(main).getByRole('link', { name: 'Parcourir les vidéos' })).toBeTruthy()
  })

  it('sends a signed-out visitor to log in and back', async () => {
    serve([])
    const { router } = renderApp('/my-list')
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'))
    expect(router.state.location.search).toBe('?redirect=%2Fmy-list')
  })

  it('removes an item from the list with the control under its card', async () => {
    let kept = [anItem({ uid: 'b' }), anItem({ uid: 'a' })]
    const asked = serveAnswers({
      '/website/': aWebsite(),
      '/categories/': [],
      '/billing/plans/': [],
      '/me/list/': () => kept,
      '/me/list/b/': () => {
        kept = kept.filter((item) => item.uid !== 'b')
        return {}
      },
    })
    useSession.getState().signIn('token-1')
    renderApp('/my-list')
    const remove = await screen.findByRole('button', { name: 'Retirer de ma liste : Film b' })
    expect(remove.textContent).toBe('Retirer de ma liste')
    expect(screen.getByRole('button', { name: 'Retirer de ma liste : Film a' })).toBeTruthy()
    await userEvent.click(remove)
    await waitFor(() =>
      expect(screen.getAllByRole('heading', { level: 3 }).map((card) => card.textContent)).toEqual([
        'Film a',
      ]),
    )
    expect(asked).toContain(`${API_BASE}/me/list/b/`)
  })
})
