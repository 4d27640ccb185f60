import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { API_BASE } from '../../../contract/values/api-paths.ts'
import { useSession } from '../../api/session.ts'
import { addToCart } from '../../lib/add-to-cart.ts'
import { useCart } from '../../lib/cart-store.ts'
import { anItem } from '../../test/fixtures.ts'
import {
  aBundle,
  addBundleToCart,
  price,
  renderCart,
  renderCartSlot,
  serveCart,
} from './cart-test-support.tsx'
import { browser } from '../../lib/browser.ts'

const film = anItem({
  uid: 'film',
  content_object: { ...anItem().content_object, name: 'Le Peuple des récifs' },
  prices: [price('rent', 399)],
})
const reefs = aBundle(
  'reefs',
  [
    { uid: 'reef-1', name: 'Récifs 1' },
    { uid: 'reef-2', name: 'Récifs 2' },
    { uid: 'reef-3', name: 'Récifs 3' },
  ],
  { name: 'Trilogie des récifs', amount: 1990, period: 72 },
)
const normalSpaces = (text: string | null) => (text ?? '').replace(/\s/g, ' ')
const total = () => normalSpaces(screen.getByRole('status', { name: 'Total' }).textContent)
const bundleLine = () =>
  screen.getByRole('heading', { name: 'Trilogie des récifs' }).closest('li') as HTMLElement
const checkoutOf = (sent: { path: string; body: unknown }[]) =>
  sent.find((request) => request.path === `${API_BASE}/billing/checkout/`)?.body

const initialCart = useCart.getState()
const assign = vi.fn<(url: string) => void>()
beforeEach(() => {
  useCart.setState(initialCart, true)
  useSession.getState().signIn('token-1')
  assign.mockReset()
  vi.spyOn(browser, 'assign').mockImplementation(assign)
})
afterEach(() => {
  useSession.getState().signOut()
  vi.restoreAllMocks()
})

describe('a bundle in the cart', () => {
  it('shows its name, how many items it grants and for how long, its price, in the total', () => {
    const { queryClient } = renderCart()
    act(() => {
      addToCart(queryClient, film)
      addBundleToCart(queryClient, reefs)
    })
    const list = screen.getByRole('list', { name: 'Contenus du panier' })
    expect(within(list).getAllByRole('listitem')).toHaveLength(2)
    expect(normalSpaces(bundleLine().textContent)).toBe(
      'PackTrilogie des récifs19,90 €3 contenus · Accès pendant 72 heures',
    )
    expect(total()).toBe('23,89 €')
  })

  it('leaves the cart by its remove button; the last line out closes the drawer', async () => {
    const { queryClient } = renderCart()
    act(() => {
      addToCart(queryClient, film)
      addBundleToCart(queryClient, reefs)
    })
    await userEvent.click(
      screen.getByRole('button', { name: 'Retirer Trilogie des récifs du panier' }),
    )
    expect(screen.queryByRole('heading', { name: 'Trilogie des récifs' })).toBeNull()
    expect(total()).toBe('3,99 €')
    await userEvent.click(
      screen.getByRole('button', { name: 'Retirer Le Peuple des récifs du panier' }),
    )
    expect(useCart.getState().drawer.open).toBe(false)
  })

  it('goes to checkout with the prices, and lets the bundle go once paid', async () => {
    const sent = serveCart({
      '/billing/checkout/': [200, { checkout_session_url: '/sandbox/checkout/o1' }],
    })
    const { queryClient } = renderCart()
    act(() => {
      addToCart(queryClient, film)
      addBundleToCart(queryClient, reefs)
    })
    await userEvent.type(screen.getByRole('textbox', { name: 'Pourboire' }), '1')
    await userEvent.click(screen.getByRole('button', { name: 'Passer au paiement' }))

    await waitFor(() => expect(assign).toHaveBeenCalledWith('/sandbox/checkout/o1'))
    expect(checkoutOf(sent)).toEqual({
      type: 'prices',
      prices: ['rent'],
      bundles: ['reefs'],
      tip: 100,
      return_path: '/',
    })
    act(() => useCart.getState().paymentDone())
    expect(useCart.getState()).toMatchObject({ items: {}, bundles: [] })
  })

  it('is lowered by the promo code with the rest of the cart', async () => {
    const sent = serveCart({
      '/billing/coupons/vingt/': [200, { code: 'VINGT', percent_off: 20, amount_off: null }],
      '/billing/checkout/': [200, { checkout_session_url: '/sandbox/checkout/o3' }],
    })
    const { queryClient } = renderCart()
    act(() => addBundleToCart(queryClient, reefs))
    await userEvent.type(
      screen.getByRole('textbox', { name: 'Code promo ou carte cadeau' }),
      'vingt{Enter}',
    )
    expect(await screen.findByText('Code VINGT appliqué.')).toBeTruthy()
    expect(total()).toBe('15,92 €')
    await userEvent.click(screen.getByRole('button', { name: 'Passer au paiement' }))
    await waitFor(() => expect(assign).toHaveBeenCalled())
    expect(checkoutOf(sent)).toMatchObject({ bundles: ['reefs'], coupon: 'VINGT' })
  })

  it('is bought on its own: the checkout sends no empty list of prices', async () => {
    const sent = serveCart({
      '/billing/checkout/': [200, { checkout_session_url: '/sandbox/checkout/o2' }],
    })
    const { queryClient } = renderCart()
    act(() => addBundleToCart(queryClient, reefs))
    await userEvent.click(screen.getByRole('button', { name: 'Passer au paiement' }))
    await waitFor(() => expect(assign).toHaveBeenCalled())
    expect(checkoutOf(sent)).toEqual({
      type: 'prices',
      bundles: ['reefs'],
      tip: 0,
      return_path: '/',
    })
  })

  it.each([
    [
      'an item twice (the server answers 400)',
      400,
      'ValidationError',
      /Un même contenu est dans le panier deux fois/,
    ],
    [
      'a bundle whose every item the buyer has (409)',
      409,
      'Conflict',
      /Vous avez déjà accès à tous les contenus d'un pack du panier/,
    ],
  ])(
    'says why checkout is refused for %s, and keeps the cart',
    async (_case, status, type, text) => {
      const refusal = 'Refused.'
      serveCart({
        '/billing/checkout/': [status, { type, message: refusal, details: { bundles: [refusal] } }],
      })
      vi.spyOn(console, 'error').mockImplementation(() => undefined)
      const { queryClient } = renderCart()
      act(() => addBundleToCart(queryClient, reefs))
      await userEvent.click(screen.getByRole('button', { name: 'Passer au paiement' }))
      expect(await screen.findByText(text)).toBeTruthy()
      expect(useCart.getState().bundles).toEqual(['reefs'])
      expect(assign).not.toHaveBeenCalled()
    },
  )
})

describe('the saved bundles', () => {
  it('come back as the server sells them; those it no longer sells leave', async () => {
    const sent = serveCart({ '/bundles/': [200, [reefs]] })
    useCart.setState({ bundles: ['reefs', 'withdrawn'] })
    renderCartSlot('/')

    await waitFor(() => expect(useCart.getState().bundles).toEqual(['reefs']))
    expect(sent.filter(({ path }) => path === `${API_BASE}/bundles/`)).toHaveLength(1)
    act(() => useCart.getState().open())
    expect(await screen.findByRole('heading', { name: 'Trilogie des récifs' })).toBeTruthy()
    expect(total()).toBe('19,90 €')
  })
})
