import { create } from 'zustand'
import type { GiftCardTerms } from '../../contract/schemas/gift-cards.ts'
import { createJSONStorage, persist } from 'zustand/middleware'
import type { Coupon } from '../../contract/schemas/billing.ts'
import type { Bundle } from '../../contract/schemas/bundles.ts'
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

/** What the prices view sells: items one by one, and bundles. */
export interface CartPurchases {
  /** Item uid → the uid of the price chosen for it. */
  items: Record<string, string>
  /** Uids of the bundles, in the order they were added. */
  bundles: string[]
}

/** What the cart keeps across visits. */
export interface SavedCart extends CartPurchases {
  /** In minor units; never negative. */
  tip: number
  /** Uids of the items whose access will be requested, in the order they were added. */
  onDemandItems: string[]
  /**
   * The items (and prices) and bundles sent to the payment page, until it is paid: they stay in
   * the cart meanwhile, so a buyer who cancels there comes back to the cart as it was.
   */
  paying: CartPurchases | null
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
  /** A gift card the server accepted, paying part or all of the prices; not saved. */
  giftCard: GiftCardTerms | null
  applyGiftCard: (card: GiftCardTerms | null) => void
  /** Adds a priced item with its first price; an item without prices only opens the drawer. */
  addItem: (item: Pick<Item, 'uid' | 'prices'>) => void
  /**
   * Adds a bundle, once, and opens the drawer on the prices. The items it holds that were in the
   * cart on their own leave it (the bundle grants them); their uids are returned.
   */
  addBundle: (bundle: Pick<Bundle, 'uid' | 'items'>) => string[]
  /** Adds an item to the on-demand request, once. */
  addOnDemandItem: (item: Pick<Item, 'uid'>) => void
  /** Opens the subscriptions view for this item's plans (null: every plan is available). */
  showSubscriptions: (item: SubscriptionItem | null) => void
  /** Chooses another of an item's prices. */
  choosePrice: (itemUid: string, priceUid: string) => void
  /** Takes one item out; the others stay saved. Closes the drawer once the cart is empty. */
  removeItem: (itemUid: string) => void
  /** Takes one bundle out, as removeItem does an item. */
  removeBundle: (bundleUid: string) => void
  /** Takes one item out of the on-demand request. */
  removeOnDemandItem: (itemUid: string) => void
  /** Sets the tip, in minor units; a negative or unreadable amount counts as none. */
  setTip: (tip: number) => void
  /** Empties the cart (items and bundles) and its tip, saved copy included. */
  clear: () => void
  /** Notes what the cart sends to the payment page. */
  startPayment: () => void
  /** The payment is made: what was sent to it (and the tip) leaves the cart; the rest stays. */
  paymentDone: () => void
  /** Empties the on-demand request (once it is sent). */
  clearOnDemandItems: () => void
  /** Checks the cart against the items fetched for `asked`: unknown leave, stale prices reset. */
  reconcileWithFetchedItems: (asked: readonly string[], found: readonly Item[]) => void
  /** Checks the cart against the bundles fetched for `asked`: those no longer on sale leave. */
  reconcileWithFetchedBundles: (
    asked: readonly string[],
    found: readonly Pick<Bundle, 'uid'>[],
  ) => void
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

/** Spec §3's cart length: the lines of the prices view, priced items and bundles. */
export const cartLength = (cart: CartPurchases) =>
  Object.keys(cart.items).length + cart.bundles.length

/** What the cart button counts: the priced items, the bundles and the on-demand items. */
export const cartCount = (cart: CartPurchases & Pick<SavedCart, 'onDemandItems'>) =>
  cartLength(cart) + cart.onDemandItems.length

/** The cart's items and bundles as the server last answered for them, by uid. */
export interface FoundPurchases {
  items: ReadonlyMap<string, Pick<Item, 'prices'>>
  bundles: ReadonlyMap<string, Pick<Bundle, 'amount'>>
}

/**
 * Spec §9: the chosen price of each item, plus each bundle's, plus the tip, in minor units; an
 * item or bundle not among those `found` (not loaded yet), or a price it no longer has, counts
 * as 0.
 */
export function cartTotal(
  cart: CartPurchases & Pick<SavedCart, 'tip'>,
  found: FoundPurchases,
  withTip = true,
) {
  const prices = Object.entries(cart.items).reduce((sum, [itemUid, priceUid]) => {
    const price = found.items.get(itemUid)?.prices.find((candidate) => candidate.uid === priceUid)
    return sum + (price?.amount ?? 0)
  }, 0)
  const bundles = cart.bundles.reduce(
    (sum, bundleUid) => sum + (found.bundles.get(bundleUid)?.amount ?? 0),
    0,
  )
  return prices + bundles + (withTip ? cart.tip : 0)
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

/** What is left once a line is out: with no line left, the tip goes and the drawer closes. */
function afterRemoving(state: CartState, left: CartPurchases) {
  const empty = cartLength(left) === 0
  return { ...left, tip: empty ? 0 : state.tip, drawer: empty ? CLOSED : state.drawer }
}

/**
 * A cart saved before bundles (version 1) had none, and its `paying` held only the items: it
 * comes back with no bundles, the items it was paying for still noted.
 */
function fromVersion1(saved: unknown): SavedCart {
  const cart = saved as Omit<SavedCart, 'bundles' | 'paying'> & {
    paying?: Record<string, string> | null
  }
  return { ...cart, bundles: [], paying: cart.paying ? { items: cart.paying, bundles: [] } : null }
}

/** The cart, saved across visits: only what SavedCart holds, never the drawer's state. */
export const useCart = create<CartState>()(
  persist(
    (set, get) => ({
      items: {},
      bundles: [],
      tip: 0,
      onDemandItems: [],
      paying: null,
      drawer: CLOSED,
      subscriptionItem: null,
      coupons: NO_COUPONS,
      applyCoupon: (checkout, coupon) =>
        set((state) => ({ coupons: { ...state.coupons, [checkout]: coupon } })),
      giftCard: null,
      applyGiftCard: (giftCard) => set({ giftCard }),
      addItem: (item) =>
        set((state) => ({
          items: withItem(state.items, item),
          drawer: { open: true, view: 'prices' },
        })),
      addBundle: (bundle) => {
        const state = get()
        const drawer: CartDrawer = { open: true, view: 'prices' }
        if (state.bundles.includes(bundle.uid)) {
          set({ drawer })
          return []
        }
        const held = new Set(bundle.items.map((item) => item.uid))
        const covered = Object.keys(state.items).filter((itemUid) => held.has(itemUid))
        const items = Object.fromEntries(
          Object.entries(state.items).filter(([itemUid]) => !held.has(itemUid)),
        )
        set({ items, bundles: [...state.bundles, bundle.uid], drawer })
        return covered
      },
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
        set((state) =>
          afterRemoving(state, { items: without(state.items, itemUid), bundles: state.bundles }),
        ),
      removeBundle: (bundleUid) =>
        set((state) =>
          afterRemoving(state, {
            items: state.items,
            bundles: state.bundles.filter((uid) => uid !== bundleUid),
          }),
        ),
      removeOnDemandItem: (itemUid) =>
        set((state) => ({ onDemandItems: state.onDemandItems.filter((uid) => uid !== itemUid) })),
      setTip: (tip) => set({ tip: Number.isFinite(tip) && tip > 0 ? Math.round(tip) : 0 }),
      clear: () =>
        set({ items: {}, bundles: [], tip: 0, paying: null, coupons: NO_COUPONS, giftCard: null }),
      startPayment: () =>
        set((state) => ({ paying: { items: state.items, bundles: state.bundles } })),
      paymentDone: () =>
        set((state) => {
          const paid = state.paying ?? { items: {}, bundles: [] }
          const items = Object.fromEntries(
            Object.entries(state.items).filter(
              ([itemUid, priceUid]) => paid.items[itemUid] !== priceUid,
            ),
          )
          const bundles = state.bundles.filter((uid) => !paid.bundles.includes(uid))
          return { items, bundles, tip: 0, paying: null, coupons: NO_COUPONS, giftCard: null }
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
      reconcileWithFetchedBundles: (asked, found) =>
        set((state) => {
          const onSale = new Set(found.map((bundle) => bundle.uid))
          return {
            bundles: state.bundles.filter((uid) => !asked.includes(uid) || onSale.has(uid)),
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
      version: 2,
      storage: createJSONStorage(() => localStorage),
      migrate: (saved, version) => (version < 2 ? fromVersion1(saved) : (saved as SavedCart)),
      partialize: ({ items, bundles, tip, onDemandItems, paying }): SavedCart => ({
        items,
        bundles,
        tip,
        onDemandItems,
        paying,
      }),
    },
  ),
)
