import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it } from 'vitest'
import { useCart } from '../../../lib/cart-store.ts'
import { renderApp } from '../../../test/render-app.tsx'
import { aBundle, price } from '../../cart/cart-test-support.tsx'
import { aFilm, serveItem } from '../item-test-support.ts'

const emptyCart = useCart.getState()
beforeEach(() => useCart.setState(emptyCart, true))

const film = aFilm({ has_access: false, monetization_enabled: true, prices: [price('rent', 399)] })
const reefs = aBundle(
  'reefs',
  [
    { uid: 'film', name: 'Film film' },
    { uid: 'reef-2', name: 'Récifs 2' },
  ],
  { name: 'Trilogie des récifs', description: 'Les deux films.', amount: 1990, period: 72 },
)
const normalSpaces = (text: string | null) => (text ?? '').replace(/\s/g, ' ')
const addBundle = () => screen.findByRole('button', { name: 'Ajouter le pack au panier' })
const cartDrawer = () => screen.findByRole('dialog', { name: 'Panier' })

describe('the packs of the item page', () => {
  it('shows each pack holding the item: its items linking to their pages, price, period', async () => {
    const asked = serveItem(film, { answers: { '/bundles/': [reefs] } })
    renderApp('/le-film')

    const section = await screen.findByRole('region', { name: 'Packs' })
    const pack = within(section).getByRole('article', { name: 'Trilogie des récifs' })
    expect(within(pack).getByText('19,90 €')).toBeTruthy()
    expect(within(pack).getByText('Accès pendant 72 heures')).toBeTruthy()
    expect(within(pack).getByText('Les deux films.')).toBeTruthy()
    const items = within(pack).getByRole('list', { name: 'Ce pack comprend 2 contenus :' })
    const links = within(items).getAllByRole('link')
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Film film', '/film-slug'],
      ['Récifs 2', '/reef-2-slug'],
    ])
    expect(links[0]!.getAttribute('aria-current')).toBe('page')
    expect(asked).toContain('/api/public/websites/v1/bundles/?item=film')
  })

  it('adds a pack to the cart, which opens on it with its price in the total', async () => {
    serveItem(film, { answers: { '/bundles/': [reefs] } })
    renderApp('/le-film')
    await userEvent.click(await addBundle())

    const drawer = await cartDrawer()
    expect(within(drawer).getByRole('heading', { name: 'Trilogie des récifs' })).toBeTruthy()
    expect(normalSpaces(within(drawer).getByRole('status', { name: 'Total' }).textContent)).toBe(
      '19,90 €',
    )
    expect(useCart.getState().bundles).toEqual(['reefs'])
  })

  it('takes out of the cart an item the pack holds, and says so', async () => {
    serveItem(film, { answers: { '/bundles/': [reefs] } })
    renderApp('/le-film')
    await userEvent.click(await screen.findByRole('button', { name: /^Acheter/ }))
    await userEvent.click(
      within(await cartDrawer()).getByRole('button', { name: 'Fermer le panier' }),
    )
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())

    await userEvent.click(await addBundle())
    expect(
      await screen.findByText(/^Film film était déjà dans votre panier : le pack le comprend/),
    ).toBeTruthy()
    const drawer = await cartDrawer()
    expect(within(drawer).queryByRole('heading', { name: 'Film film' })).toBeNull()
    expect(within(drawer).getByRole('heading', { name: 'Trilogie des récifs' })).toBeTruthy()
    expect(useCart.getState()).toMatchObject({ items: {}, bundles: ['reefs'] })
  })

  it('shows no packs when the item is in none, and asks for none while the site does not sell', async () => {
    serveItem(film, { answers: { '/bundles/': [] } })
    const { unmount } = renderApp('/le-film')
    await screen.findByRole('button', { name: /^Acheter/ })
    expect(screen.queryByRole('region', { name: 'Packs' })).toBeNull()
    unmount()

    const asked = serveItem(film, {
      website: { monetization_enabled: false },
      answers: { '/bundles/': [reefs] },
    })
    renderApp('/le-film')
    await screen.findByRole('heading', { level: 1, name: 'Film film' })
    expect(screen.queryByRole('region', { name: 'Packs' })).toBeNull()
    expect(asked.filter((address) => address.includes('/bundles/'))).toEqual([])
  })
})
