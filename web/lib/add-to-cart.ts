import type { QueryClient } from '@tanstack/react-query'
import type { Item } from '../../contract/schemas/catalogue.ts'
import { cartItems } from '../api/get-cart-items.ts'
import { useCart } from './cart-store.ts'

/**
 * Puts an item a page shows into the cart (spec §4 add rules). The page's copy of the item goes
 * to the query cache, so the drawer shows it at once, without fetching it.
 */
export function addToCart(queryClient: QueryClient, item: Item): void {
  cartItems.keep(queryClient, item)
  useCart.getState().addItem(item)
}

/** Puts an item a page shows into the on-demand request, shown at once as addToCart's. */
export function addToOnDemandRequest(queryClient: QueryClient, item: Item): void {
  cartItems.keep(queryClient, item)
  useCart.getState().addOnDemandItem(item)
}
