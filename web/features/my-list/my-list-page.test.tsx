import { screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import type { Item } from '../../../contract/schemas/catalogue.ts'
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
})
