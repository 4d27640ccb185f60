import { beforeEach, describe, expect, it } from 'vitest'
import type { Price } from '../../contract/catalogue.ts'
import { CART_STORAGE_KEY, useCart } from './cart-store.ts'

const price = (uid: string, amount: number): Price => ({
  uid,
  amount,
  period: 48,
  downloadable_choices: null,
})

const film = { uid: 'film', prices: [price('rent', 399), price('own', 1299)], plans: ['gold'] }
const free = { uid: 'free', prices: [], plans: [] }

const initial = useCart.getState()
beforeEach(() => useCart.setState(initial, true))

function saved(): unknown {
  return JSON.parse(localStorage.getItem(CART_STORAGE_KEY) ?? 'null')?.state
}

describe('the cart', () => {
  it('adds an item with its first price and opens the drawer on the prices', () => {
    useCart.getState().addItem(film)
    expect(useCart.getState().items).toEqual({ film: 'rent' })
    expect(useCart.getState().drawer).toEqual({ open: true, view: 'prices' })
  })

  it('does not add an item twice, nor change the price chosen for it', () => {
    useCart.getState().addItem(film)
    useCart.setState({ items: { film: 'own' } })
    useCart.getState().addItem(film)
    expect(useCart.getState().items).toEqual({ film: 'own' })
  })

  it('leaves out an item without prices but still opens the drawer', () => {
    useCart.getState().addItem(free)
    expect(useCart.getState().items).toEqual({})
    expect(useCart.getState().drawer.open).toBe(true)
  })

  it('collects on-demand items once each and shows the onDemand view', () => {
    useCart.getState().addOnDemandItem(film)
    useCart.getState().addOnDemandItem(free)
    useCart.getState().addOnDemandItem(film)
    expect(useCart.getState().onDemandItems).toEqual(['film', 'free'])
    expect(useCart.getState().drawer).toEqual({ open: true, view: 'onDemand' })
  })

  it("shows the subscriptions for the item's plans, and closing goes back to prices", () => {
    useCart.getState().showSubscriptions(film)
    expect(useCart.getState().drawer).toEqual({ open: true, view: 'subscriptions' })
    expect(useCart.getState().subscriptionItem).toEqual(film)
    useCart.getState().close()
    expect(useCart.getState().drawer).toEqual({ open: false, view: 'prices' })
  })

  it('is saved under the key "cart", without the drawer state', () => {
    useCart.getState().addItem(film)
    useCart.getState().addOnDemandItem(free)
    expect(saved()).toEqual({ items: { film: 'rent' }, tip: 0, onDemandItems: ['free'] })
  })

  it('comes back from the saved cart on the next visit', async () => {
    localStorage.setItem(
      CART_STORAGE_KEY,
      JSON.stringify({
        state: { items: { film: 'own' }, tip: 250, onDemandItems: [] },
        version: 1,
      }),
    )
    await useCart.persist.rehydrate()
    expect(useCart.getState()).toMatchObject({ items: { film: 'own' }, tip: 250 })
  })
})
