import { useShallow } from 'zustand/react/shallow'
import type { Bundle } from '../../../contract/schemas/bundles.ts'
import { cartBundles } from '../../api/get-bundles.ts'
import { useCart } from '../../lib/cart-store.ts'
import { useByUid, useSavedCartQuery } from './use-saved-cart-query.ts'

/** The query of the cart's bundles (use-saved-cart-query.ts). */
export function useCartBundlesQuery() {
  // The same uids in a new array (after a reconcile) are the same query.
  return useSavedCartQuery(cartBundles, useCart(useShallow((state) => state.bundles)))
}

/** The cart's bundles by uid; one missing is not loaded yet, or no longer on sale. */
export function useCartBundles(): ReadonlyMap<string, Bundle> {
  return useByUid(useCartBundlesQuery().result.data)
}
