import { create } from 'zustand'
import { createJSONStorage, persist } from 'zustand/middleware'
import type { Coupon } from '../../contract/schemas/billing.ts'
import type { Item } from '../../contract/schemas/catalogue.ts'

/** Spec §9: the cart is kept in localStorage under `cart`. */
export const CART_STORAGE_KEY = 'cart'

/** The views of the cart drawer (spec §2). */
export type CartDrawerView = 'prices' | 'subscriptions' | 'onDemand' | 'onDemandSuccess' | 'login'

export interface CartDrawer {
  open: boolean
  view: CartDrawerView
}

/** The checkouts a promo code may lower, each with the code applied to it. */
export type CouponCheckout = 'prices' | 'subscription'

/** What the subscriptions view needs to tell available plans from the others (spec §4). */
export type SubscriptionItem = Pick<Item, 'uid' | 'plans'>

/** What the cart keeps across visits. */
export interface SavedCart {
  /** Item uid → the uid of the price chosen for it. */
  items: Record<string, string>
  /** In minor units; never negative. */
  tip: number
  /** Uids of the items whose access will be requested, in the order they were added. */
  onDemandItems: string[]
  /**
   * The items (and prices) sent to the payment page, until it is paid: they stay in the cart
   * meanwhile, so a buyer who cancels there comes back to the cart as it was.
   */
  paying: Record<string, string> | null
}

/**
 * The cart and its drawer. The items' names, pictures and prices are server state: they live in
 * the query cache (web/api/get-cart-items.ts), never here.
 */
export interface CartState extends SavedCart {
  drawer: CartDrawer
  /** The item whose plans the subscriptions view offers; null when opened from elsewhere. */
  subscriptionItem: SubscriptionItem | null
  /** The promo code the server accepted for each checkout; not saved (checked again on use). */
  coupons: Record<CouponCheckout, Coupon | null>
  /** Applies a code the server accepted to one checkout, or takes it off (null). */
  applyCoupon: (checkout: CouponCheckout, coupon: Coupon | null) => void
  /** Adds a priced item with its first price; an item without prices only opens the drawer. */
  addItem: (item: Pick<Item, 'uid' | 'prices'>) => void
  /** Adds an item to the on-demand request, once. */
  addOnDemandItem: (item: Pick<Item, 'uid'>) => void
  /** Opens the subscriptions view for this item's plans (null: every plan is available). */
  showSubscriptions: (item: SubscriptionItem | null) => void
  /** Chooses another of an item's prices. */
  choosePrice: (itemUid: string, priceUid: string) => void
  /** Takes one item out; the others stay saved. Closes the drawer once the cart is empty. */
  removeItem: (itemUid: string) => void
  /** Takes one item out of the on-demand request. */
  removeOnDemandItem: (itemUid: string) => void
  /** Sets the tip, in minor units; a negative or unreadable amount counts as none. */
  setTip: (tip: number) => void
  /** Empties the cart and its tip, saved copy included. */
  clear: () => void
  /** Notes what the cart sends to the payment page. */
  startPayment: () => void
  /** The payment is made: what was sent to it (and the tip) leaves the cart; the rest stays. */
  paymentDone: () => void
  /** Empties the on-demand request (once it is sent). */
  clearOnDemandItems: () => void
  /** Checks the cart against the items fetched for `asked`: unknown leave, stale prices reset. */
  reconcileWithFetchedItems: (asked: readonly string[], found: readonly Item[]) => void
  /** Opens the drawer: on the prices, or on the on-demand request when only that holds items. */
  open: () => void
  setView: (view: CartDrawerView) => void
  /** Closes the drawer; it opens on the prices view next time (spec §4). */
  close: () => void
}

const CLOSED: CartDrawer = { open: false, view: 'prices' }
const NO_COUPONS: Record<CouponCheckout, Coupon | null> = { prices: null, subscription: null }

/** Spec §4 add rules: no prices → not added; no duplicates; the first price is chosen. */
export function withItem(items: Record<string, string>, item: Pick<Item, 'uid' | 'prices'>) {
  const first = item.prices[0]
  if (!first || item.uid in items) return items
  return { ...items, [item.uid]: first.uid }
}

function without<T>(record: Record<string, T>, key: string): Record<string, T> {
  return Object.fromEntries(Object.entries(record).filter(([entry]) => entry !== key))
}

/** Spec §3: how many items the cart holds. */
export const cartLength = (cart: Pick<SavedCart, 'items'>) => Object.keys(cart.items).length

/** What the cart button counts: the priced items and the on-demand ones. */
export const cartCount = (cart: Pick<SavedCart, 'items' | 'onDemandItems'>) =>
  cartLength(cart) + cart.onDemandItems.length

/**
 * Spec §9: the chosen price of each item plus the tip, in minor units; an item not among those
 * `found` (not loaded yet), or a price it no longer has, counts as 0.
 */
export function cartTotal(
  cart: Pick<SavedCart, 'items' | 'tip'>,
  found: ReadonlyMap<string, Pick<Item, 'prices'>>,
  withTip = true,
) {
  const prices = Object.entries(cart.items).reduce((sum, [itemUid, priceUid]) => {
    const price = found.get(itemUid)?.prices.find((candidate) => candidate.uid === priceUid)
    return sum + (price?.amount ?? 0)
  }, 0)
  return prices + (withTip ? cart.tip : 0)
}

/** The saved items checked against what the server answered for them. */
function reconciled(
  items: Record<string, string>,
  asked: readonly string[],
  found: Map<string, Item>,
) {
  const result: Record<string, string> = {}
  for (const [itemUid, priceUid] of Object.entries(items)) {
    const item = found.get(itemUid)
    if (!asked.includes(itemUid)) result[itemUid] = priceUid
    else if (item?.prices.some((price) => price.uid === priceUid)) result[itemUid] = priceUid
    else if (item?.prices[0]) result[itemUid] = item.prices[0].uid
  }
  return result
}

/** The cart, saved across visits: only what SavedCart holds, never the drawer's state. */
export const useCart = create<CartState>()(
  persist(
    (set, get) => ({
      items: {},
      tip: 0,
      onDemandItems: [],
      paying: null,
      drawer: CLOSED,
      subscriptionItem: null,
      coupons: NO_COUPONS,
      applyCoupon: (checkout, coupon) =>
        set((state) => ({ coupons: { ...state.coupons, [checkout]: coupon } })),
      addItem: (item) =>
        set((state) => ({
          items: withItem(state.items, item),
          drawer: { open: true, view: 'prices' },
        })),
      addOnDemandItem: (item) =>
        set((state) => ({
          onDemandItems: state.onDemandItems.includes(item.uid)
            ? state.onDemandItems
            : [...state.onDemandItems, item.uid],
          drawer: { open: true, view: 'onDemand' },
        })),
      showSubscriptions: (item) =>
        set({ subscriptionItem: item, drawer: { open: true, view: 'subscriptions' } }),
      choosePrice: (itemUid, priceUid) =>
        set((state) =>
          itemUid in state.items ? { items: { ...state.items, [itemUid]: priceUid } } : {},
        ),
      removeItem: (itemUid) =>
        set((state) => {
          const items = without(state.items, itemUid)
          const empty = Object.keys(items).length === 0
          return { items, tip: empty ? 0 : state.tip, drawer: empty ? CLOSED : state.drawer }
        }),
      removeOnDemandItem: (itemUid) =>
        set((state) => ({ onDemandItems: state.onDemandItems.filter((uid) => uid !== itemUid) })),
      setTip: (tip) => set({ tip: Number.isFinite(tip) && tip > 0 ? Math.round(tip) : 0 }),
      clear: () => set({ items: {}, tip: 0, paying: null, coupons: NO_COUPONS }),
      startPayment: () => set((state) => ({ paying: state.items })),
      paymentDone: () =>
        set((state) => {
          const paid = state.paying ?? {}
          const items = Object.fromEntries(
            Object.entries(state.items).filter(([itemUid, priceUid]) => paid[itemUid] !== priceUid),
          )
          return { items, tip: 0, paying: null, coupons: NO_COUPONS }
        }),
      clearOnDemandItems: () => set({ onDemandItems: [] }),
      reconcileWithFetchedItems: (asked, found) =>
        set((state) => {
          const byUid = new Map(found.map((item) => [item.uid, item]))
          return {
            items: reconciled(state.items, asked, byUid),
            onDemandItems: state.onDemandItems.filter(
              (uid) => !asked.includes(uid) || byUid.has(uid),
            ),
          }
        }),
      open: () => {
        const state = get()
        const onlyRequests = cartLength(state) === 0 && state.onDemandItems.length > 0
        set({ drawer: { open: true, view: onlyRequests ? 'onDemand' : 'prices' } })
      },
      setView: (view) => set((state) => ({ drawer: { ...state.drawer, view } })),
      close: () => set({ drawer: CLOSED }),
    }),
    {
      name: CART_STORAGE_KEY,
      version: 1,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ items, tip, onDemandItems, paying }): SavedCart => ({
        items,
        tip,
        onDemandItems,
        paying,
      }),
    },
  ),
)
