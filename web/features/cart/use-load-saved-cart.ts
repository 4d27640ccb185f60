import type { Bundle } from '../../../contract/schemas/bundles.ts'
import type { Item } from '../../../contract/schemas/catalogue.ts'
import { useCart } from '../../lib/cart-store.ts'
import { useCartBundlesQuery } from './use-cart-bundles.ts'
import { useCartItemsQuery } from './use-cart-items.ts'
import { useReconcileSavedCart } from './use-saved-cart-query.ts'

const reconcileItems = (asked: readonly string[], found: Item[]) =>
  useCart.getState().reconcileWithFetchedItems(asked, found)
const reconcileBundles = (asked: readonly string[], found: Bundle[]) =>
  useCart.getState().reconcileWithFetchedBundles(asked, found)

/**
 * Spec §4 start-up: when the saved cart holds anything, its items (names, pictures, current
 * prices) and bundles are fetched; each answer then takes out of the cart the items and bundles
 * the server no longer sells, and resets the prices items no longer offer. Spec §8: a failure is
 * only logged. The shell runs this once, in the cart's slot.
 */
export function useLoadSavedCart() {
  useReconcileSavedCart(useCartItemsQuery(), reconcileItems, 'The cart items failed to load')
  useReconcileSavedCart(useCartBundlesQuery(), reconcileBundles, 'The cart bundles failed to load')
}
