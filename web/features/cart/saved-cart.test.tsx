import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { API_BASE } from '../../../contract/values/api-paths.ts'
import { addToCart } from '../../lib/add-to-cart.ts'
import { useCart } from '../../lib/cart-store.ts'
import { anItem } from '../../test/fixtures.ts'
import { price, renderCartSlot, serveCart } from './cart-test-support.tsx'

const film = anItem({
  uid: 'film',
  content_object: { ...anItem().content_object, name: 'Le Peuple des récifs' },
  prices: [price('rent', 399), price('own', 1299, 0)],
})
const series = anItem({
  uid: 'series',
  content_object: { ...anItem().content_object, name: 'Les Bâtisseurs' },
  prices: [price('series-rent', 250)],
})
const normalSpaces = (text: string | null) => (text ?? '').replace(/\s/g, ' ')
const total = () => normalSpaces(screen.getByRole('status', { name: 'Total' }).textContent)
const itemRequests = (sent: { path: string }[]) =>
  sent.filter(({ path }) => path === `${API_BASE}/items/`)

const initialCart = useCart.getState()
beforeEach(() => useCart.setState(initialCart, true))
afterEach(() => vi.restoreAllMocks())

/** The cart as a previous visit left it in the browser's storage. */
const savedCart = (items: Record<string, string>, onDemandItems: string[] = []) =>
  useCart.setState({ items, onDemandItems })

describe('the saved cart', () => {
  it('comes back with current prices; items gone leave, a withdrawn price gives way', async () => {
    const sent = serveCart({ '/items/': [200, { count: 2, results: [film, series] }] })
    savedCart({ film: 'withdrawn', gone: 'old' }, ['series', 'gone-too'])
    renderCartSlot('/')

    await waitFor(() => expect(useCart.getState().items).toEqual({ film: 'rent' }))
    expect(useCart.getState().onDemandItems).toEqual(['series'])
    act(() => useCart.getState().open())
    const choices = await screen.findByRole('radiogroup', { name: /Le Peuple des récifs/ })
    expect((within(choices).getAllByRole('radio')[0] as HTMLInputElement).checked).toBe(true)
    expect(total()).toBe('3,99 €')
    expect(itemRequests(sent)).toHaveLength(1)
  })

  it('shows an item added from a page at once, and asks the server nothing more', async () => {
    const sent = serveCart({ '/items/': [200, { count: 1, results: [film] }] })
    savedCart({ film: 'rent' })
    const { queryClient } = renderCartSlot('/')
    act(() => useCart.getState().open())
    await screen.findByRole('heading', { name: 'Le Peuple des récifs' })

    act(() => addToCart(queryClient, series))
    expect(screen.getByRole('heading', { name: 'Les Bâtisseurs' })).toBeTruthy()
    expect(total()).toBe('6,49 €')
    await userEvent.click(
      screen.getByRole('button', { name: 'Retirer Le Peuple des récifs du panier' }),
    )
    expect(total()).toBe('2,50 €')
    expect(itemRequests(sent)).toHaveLength(1)
  })

  it('still works when its items fail to load: the failure is only logged', async () => {
    serveCart({ '/items/': [400, { type: 'ValidationError', message: 'Invalid input.' }] })
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    savedCart({ film: 'rent' })
    renderCartSlot('/')

    await waitFor(() =>
      expect(logged).toHaveBeenCalledWith('The cart items failed to load', expect.anything()),
    )
    act(() => useCart.getState().open())
    const remove = await screen.findByRole('button', {
      name: 'Retirer Chargement du contenu… du panier',
    })
    expect(screen.queryByRole('alert')).toBeNull()
    expect(useCart.getState().items).toEqual({ film: 'rent' })
    expect(
      (screen.getByRole('button', { name: 'Passer au paiement' }) as HTMLButtonElement).disabled,
    ).toBe(false)
    await userEvent.click(remove)
    expect(useCart.getState().items).toEqual({})
  })
})
