import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it } from 'vitest'
import { CART_STORAGE_KEY, useCart } from '../../lib/cart-store.ts'
import { anItem, aWebsite } from '../../test/fixtures.ts'
import { renderApp, serveAnswers } from '../../test/render-app.tsx'
import { price } from './cart-test-support.tsx'

const film = anItem({
  uid: 'film',
  content_object: { ...anItem().content_object, name: 'Le Peuple des récifs' },
  prices: [price('rent', 399)],
})

const request = anItem({ uid: 'other', visibility_type: 'on_demand', has_access: false })

const initialCart = useCart.getState()
beforeEach(() => useCart.setState(initialCart, true))

function serve() {
  return serveAnswers({
    '/website/': aWebsite({ home_page: null }),
    '/categories/': [],
    '/billing/plans/': [],
    '/items/': { count: 2, results: [film, request] },
    '/legal/': '',
  })
}

/** Puts a cart in the browser's storage as a previous visit would have left it. */
async function savedCart(items: Record<string, string>, onDemandItems: string[] = []) {
  localStorage.setItem(
    CART_STORAGE_KEY,
    JSON.stringify({ state: { items, tip: 0, onDemandItems }, version: 1 }),
  )
  await useCart.persist.rehydrate()
}

describe('the cart button', () => {
  it('is hidden while the cart is empty, and fetches nothing', async () => {
    const asked = serve()
    renderApp('/search')
    await screen.findByRole('banner')
    expect(screen.queryByRole('button', { name: /^Panier/ })).toBeNull()
    expect(asked.some((url) => url.includes('uid__in'))).toBe(false)
  })

  it("counts the saved cart's items, fetches them at start and opens the drawer", async () => {
    await savedCart({ film: 'rent' }, ['other'])
    const asked = serve()
    renderApp('/search')
    const button = await screen.findByRole('button', { name: 'Panier, 2 contenus' })
    expect(button.textContent).toBe('2')
    await waitFor(() =>
      expect(asked).toContainEqual(expect.stringMatching(/\/items\/\?uid__in=film%2Cother&/)),
    )

    await userEvent.click(button)
    const drawer = await screen.findByRole('dialog', { name: 'Panier' })
    expect(within(drawer).getByRole('heading', { name: 'Le Peuple des récifs' })).toBeTruthy()
    expect(
      within(drawer).getByRole('button', { name: /Voir ma demande d'accès \(1 contenu\)/ }),
    ).toBeTruthy()
  })
})
