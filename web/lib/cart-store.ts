import { create } from 'zustand'
import { createJSONStorage, persist } from 'zustand/middleware'
import type { Item } from '../../contract/catalogue.ts'

/** Spec §9: the cart is kept in localStorage under `cart`. */
export const CART_STORAGE_KEY = 'cart'

/** The views of the cart drawer (spec §2). */
export type CartDrawerView = 'prices' | 'subscriptions' | 'onDemand' | 'onDemandSuccess' | 'login'

export interface CartDrawer {
  open: boolean
  view: CartDrawerView
}

/** What the subscriptions view needs to tell available plans from the others (spec §4). */
export type SubscriptionItem = Pick<Item, 'uid' | 'plans'>

export interface CartState {
  /** Item uid → the uid of the price chosen for it. */
  items: Record<string, string>
  /** In minor units; never negative. */
  tip: number
  /** Uids of the items whose access will be requested, in the order they were added. */
  onDemandItems: string[]
  drawer: CartDrawer
  /** The item whose plans the subscriptions view offers; null when opened from elsewhere. */
  subscriptionItem: SubscriptionItem | null
  /** Adds a priced item with its first price; an item without prices only opens the drawer. */
  addItem: (item: Pick<Item, 'uid' | 'prices'>) => void
  /** Adds an item to the on-demand request, once. */
  addOnDemandItem: (item: Pick<Item, 'uid'>) => void
  /** Opens the subscriptions view for this item's plans. */
  showSubscriptions: (item: SubscriptionItem | null) => void
  /** Closes the drawer; it opens on the prices view next time (spec §4). */
  close: () => void
}

const CLOSED: CartDrawer = { open: false, view: 'prices' }

/** Spec §4 add rules: no prices → not added; no duplicates; the first price is chosen. */
export function withItem(items: Record<string, string>, item: Pick<Item, 'uid' | 'prices'>) {
  const first = item.prices[0]
  if (!first || item.uid in items) return items
  return { ...items, [item.uid]: first.uid }
}

/** The cart, saved across visits; the drawer state is not saved. */
export const useCart = create<CartState>()(
  persist(
    (set) => ({
      items: {},
      tip: 0,
      onDemandItems: [],
      drawer: CLOSED,
      subscriptionItem: null,
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
      close: () => set({ drawer: CLOSED }),
    }),
    {
      name: CART_STORAGE_KEY,
      version: 1,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ items, tip, onDemandItems }) => ({ items, tip, onDemandItems }),
    },
  ),
)
