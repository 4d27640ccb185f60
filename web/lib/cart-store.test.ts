import { beforeEach, describe, expect, it } from 'vitest'
import type { Bundle } from '../../contract/schemas/bundles.ts'
import type { Price } from '../../contract/schemas/catalogue.ts'
import { anItem } from '../test/fixtures.ts'
import { CART_STORAGE_KEY, cartCount, cartLength, cartTotal, useCart } from './cart-store.ts'

const price = (uid: string, amount: number): Price => ({
  uid,
  amount,
  period: 48,
  downloadable_choices: null,
})

const film = anItem({
  uid: 'film',
  prices: [price('rent', 399), price('own', 1299)],
  plans: ['gold'],
})
const series = anItem({ uid: 'series', prices: [price('series-own', 2500)] })
const free = anItem({ uid: 'free' })

/** A bundle of these items, in the shape the cart reads. */
const bundle = (uid: string, amount: number, itemUids: string[]): Bundle => ({
  uid,
  name: `Pack ${uid}`,
  description: '',
  amount,
  period: 0,
  items: itemUids.map((itemUid) => ({
    uid: itemUid,
    slug: itemUid,
    name: itemUid,
    thumbnail: null,
  })),
})
const duo = bundle('duo', 1500, ['film', 'series'])
const trio = bundle('trio', 2000, ['other', 'another', 'third'])

const initial = useCart.getState()
beforeEach(() => {
  localStorage.clear()
  useCart.setState(initial, true)
})

const cart = () => useCart.getState()

function saved(): unknown {
  return JSON.parse(localStorage.getItem(CART_STORAGE_KEY) ?? 'null')?.state
}

describe('adding to the cart', () => {
  it('adds an item with its first price and opens the drawer on the prices', () => {
    cart().addItem(film)
    expect(cart().items).toEqual({ film: 'rent' })
    expect(cart().drawer).toEqual({ open: true, view: 'prices' })
    expect(cartLength(cart())).toBe(1)
  })

  it('does not add an item twice, nor change the price chosen for it', () => {
    cart().addItem(film)
    cart().choosePrice('film', 'own')
    cart().addItem(film)
    expect(cart().items).toEqual({ film: 'own' })
    expect(cartLength(cart())).toBe(1)
  })

  it('leaves out an item without prices but still opens the drawer', () => {
    cart().addItem(free)
    expect(cart().items).toEqual({})
    expect(cart().drawer.open).toBe(true)
  })

  it('collects on-demand items once each and shows the onDemand view', () => {
    cart().addOnDemandItem(film)
    cart().addOnDemandItem(free)
    cart().addOnDemandItem(film)
    expect(cart().onDemandItems).toEqual(['film', 'free'])
    expect(cart().drawer).toEqual({ open: true, view: 'onDemand' })
    expect(cartCount(cart())).toBe(2)
  })

  it("shows the subscriptions for the item's plans, and closing goes back to prices", () => {
    cart().showSubscriptions(film)
    expect(cart().drawer).toEqual({ open: true, view: 'subscriptions' })
    expect(cart().subscriptionItem?.plans).toEqual(['gold'])
    cart().close()
    expect(cart().drawer).toEqual({ open: false, view: 'prices' })
  })
})

describe('adding a bundle', () => {
  it('adds it once and opens the drawer on the prices; the cart counts it', () => {
    cart().addOnDemandItem(free)
    cart().addBundle(trio)
    cart().close()
    expect(cart().addBundle(trio)).toEqual([])
    expect(cart().bundles).toEqual(['trio'])
    expect(cart().drawer).toEqual({ open: true, view: 'prices' })
    expect(cartLength(cart())).toBe(1)
    expect(cartCount(cart())).toBe(2)
  })

  it('takes out the items it holds that were in the cart on their own, and says which', () => {
    cart().addItem(film)
    cart().addItem(anItem({ uid: 'kept', prices: [price('kept-rent', 100)] }))
    expect(cart().addBundle(duo)).toEqual(['film'])
    expect(cart().items).toEqual({ kept: 'kept-rent' })
    expect(cart().bundles).toEqual(['duo'])
    expect(saved()).toMatchObject({ items: { kept: 'kept-rent' }, bundles: ['duo'] })
  })

  it('removes one bundle; removing the last line closes the drawer and drops the tip', () => {
    cart().addBundle(duo)
    cart().addBundle(trio)
    cart().setTip(200)
    cart().removeBundle('duo')
    expect(cart().bundles).toEqual(['trio'])
    expect(cart().drawer.open).toBe(true)
    cart().removeBundle('trio')
    expect(cart().bundles).toEqual([])
    expect(cart().tip).toBe(0)
    expect(cart().drawer.open).toBe(false)
  })

  it('keeps the bundles sent to payment until it is paid, then lets only those go', () => {
    cart().addItem(film)
    cart().addBundle(trio)
    cart().startPayment()
    expect(saved()).toMatchObject({ paying: { items: { film: 'rent' }, bundles: ['trio'] } })
    cart().addItem(series)
    cart().paymentDone()
    expect(cart().items).toEqual({ series: 'series-own' })
    expect(cart().bundles).toEqual([])
  })

  it('is emptied by clear with the rest', () => {
    cart().addBundle(trio)
    cart().clear()
    expect(cart().bundles).toEqual([])
  })
})

describe('changing the cart', () => {
  it('chooses another price of an item in the cart only', () => {
    cart().addItem(film)
    cart().choosePrice('film', 'own')
    cart().choosePrice('series', 'series-own')
    expect(cart().items).toEqual({ film: 'own' })
  })

  it('removes one item and keeps the others, saved copy included', () => {
    cart().addItem(film)
    cart().addItem(series)
    cart().removeItem('film')
    expect(cart().items).toEqual({ series: 'series-own' })
    expect(saved()).toMatchObject({ items: { series: 'series-own' } })
    expect(cart().drawer.open).toBe(true)
  })

  it('closes the drawer when the last item is removed', () => {
    cart().addItem(film)
    cart().removeItem('film')
    expect(cart().items).toEqual({})
    expect(cart().drawer.open).toBe(false)
  })

  it('clears the items and the tip, and the saved cart with them', () => {
    cart().addItem(film)
    cart().setTip(300)
    cart().clear()
    expect(cart().items).toEqual({})
    expect(cart().tip).toBe(0)
    expect(saved()).toMatchObject({ items: {}, tip: 0 })
  })

  it('keeps what was sent to payment until it is paid, then lets only that go', () => {
    cart().addItem(film)
    cart().setTip(300)
    cart().startPayment()
    expect(saved()).toMatchObject({
      items: { film: 'rent' },
      tip: 300,
      paying: { items: { film: 'rent' }, bundles: [] },
    })
    // Back from a canceled payment, the buyer adds another item, then pays the first.
    cart().addItem(series)
    cart().paymentDone()
    expect(cart().items).toEqual({ series: 'series-own' })
    expect(cart().tip).toBe(0)
    expect(saved()).toMatchObject({ items: { series: 'series-own' }, paying: null })
  })

  it('never keeps a negative tip', () => {
    cart().setTip(-500)
    expect(cart().tip).toBe(0)
    cart().setTip(250)
    expect(cart().tip).toBe(250)
  })

  it('opens on the on-demand request when only that holds items', () => {
    cart().addOnDemandItem(free)
    cart().close()
    cart().open()
    expect(cart().drawer).toEqual({ open: true, view: 'onDemand' })
    cart().addItem(film)
    cart().close()
    cart().open()
    expect(cart().drawer).toEqual({ open: true, view: 'prices' })
  })
})

describe('the total', () => {
  const found = {
    items: new Map([film, series].map((item) => [item.uid, item])),
    bundles: new Map([[trio.uid, trio]]),
  }

  it('adds up the chosen prices, the bundles and the tip', () => {
    cart().addItem(film)
    cart().addItem(series)
    cart().choosePrice('film', 'own')
    cart().addBundle(trio)
    cart().setTip(150)
    expect(cartTotal(cart(), found)).toBe(1299 + 2500 + 2000 + 150)
    expect(cartTotal(cart(), found, false)).toBe(1299 + 2500 + 2000)
  })

  it('counts an item or bundle not loaded yet, or a price its item no longer has, as 0', () => {
    useCart.setState({
      items: { film: 'rent', series: 'old-price', gone: 'x' },
      bundles: ['not-loaded'],
      tip: 100,
    })
    expect(cartTotal(cart(), found)).toBe(399 + 100)
  })
})

describe('the saved cart', () => {
  it('is saved under the key "cart", without the drawer state', () => {
    cart().addItem(film)
    cart().addOnDemandItem(free)
    expect(saved()).toEqual({
      items: { film: 'rent' },
      bundles: [],
      tip: 0,
      onDemandItems: ['free'],
      paying: null,
    })
  })

  it('comes back from the saved cart on the next visit', async () => {
    localStorage.setItem(
      CART_STORAGE_KEY,
      JSON.stringify({
        state: { items: { film: 'own' }, bundles: ['duo'], tip: 250, onDemandItems: [] },
        version: 2,
      }),
    )
    await useCart.persist.rehydrate()
    expect(cart()).toMatchObject({ items: { film: 'own' }, bundles: ['duo'], tip: 250 })
  })

  it('comes back from a cart saved before bundles: none, and its payment still noted', async () => {
    localStorage.setItem(
      CART_STORAGE_KEY,
      JSON.stringify({
        state: { items: { film: 'own' }, tip: 250, onDemandItems: [], paying: { film: 'own' } },
        version: 1,
      }),
    )
    await useCart.persist.rehydrate()
    expect(cart()).toMatchObject({
      items: { film: 'own' },
      bundles: [],
      tip: 250,
      paying: { items: { film: 'own' }, bundles: [] },
    })
    cart().paymentDone()
    expect(cart().items).toEqual({})
  })

  it('drops fetched items that no longer exist and resets prices they no longer have', () => {
    useCart.setState({
      items: { film: 'withdrawn-price', series: 'series-own', deleted: 'x' },
      onDemandItems: ['deleted', 'free'],
    })
    cart().reconcileWithFetchedItems(['film', 'series', 'deleted', 'free'], [film, series, free])
    expect(cart().items).toEqual({ film: 'rent', series: 'series-own' })
    expect(cart().onDemandItems).toEqual(['free'])
    expect(saved()).toMatchObject({ items: { film: 'rent', series: 'series-own' } })
  })

  it('drops fetched bundles no longer on sale, and keeps those it did not ask about', () => {
    useCart.setState({ bundles: ['duo', 'withdrawn', 'added'] })
    cart().reconcileWithFetchedBundles(['duo', 'withdrawn'], [duo])
    expect(cart().bundles).toEqual(['duo', 'added'])
    expect(saved()).toMatchObject({ bundles: ['duo', 'added'] })
  })

  it('keeps the items it did not ask the server about', () => {
    useCart.setState({
      items: { film: 'rent', added: 'added-price' },
      onDemandItems: ['requested'],
    })
    cart().reconcileWithFetchedItems(['film'], [film])
    expect(cart().items).toEqual({ film: 'rent', added: 'added-price' })
    expect(cart().onDemandItems).toEqual(['requested'])
  })
})
