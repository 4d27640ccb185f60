import { useShallow } from 'zustand/react/shallow'
import type { Item } from '../../../contract/schemas/catalogue.ts'
import { cartItems } from '../../api/get-cart-items.ts'
import { useCart, type SavedCart } from '../../lib/cart-store.ts'
import { useByUid, useSavedCartQuery } from './use-saved-cart-query.ts'

/** The uids whose items the cart shows: its priced items, then its on-demand ones. */
const cartUids = (cart: Pick<SavedCart, 'items' | 'onDemandItems'>) => [
  ...Object.keys(cart.items),
  ...cart.onDemandItems,
]

/** The query of the cart's items (use-saved-cart-query.ts). */
export function useCartItemsQuery() {
  // The same uids in a new array (after a reconcile) are the same query.
  return useSavedCartQuery(cartItems, useCart(useShallow(cartUids)))
}

/** The cart's items by uid; one missing is not loaded yet, or the server no longer has it. */
export function useCartItems(): ReadonlyMap<string, Item> {
  return useByUid(useCartItemsQuery().result.data)
}
