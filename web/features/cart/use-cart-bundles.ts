import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useMemo } from 'react'
import { useShallow } from 'zustand/react/shallow'
import type { Bundle } from '../../../contract/schemas/bundles.ts'
import { cachedCartBundles, cartBundlesQuery } from '../../api/get-bundles.ts'
import { useCart } from '../../lib/cart-store.ts'

/**
 * The query of the cart's bundles, as useCartItemsQuery is of its items: what the cache holds (an
 * earlier answer, a bundle a page added) shows at once; a bundle the cache lacks asks for all.
 */
export function useCartBundlesQuery() {
  const queryClient = useQueryClient()
  // The same uids in a new array (after a reconcile) are the same query.
  const uids = useCart(useShallow((state) => state.bundles))
  const options = useMemo(() => cartBundlesQuery(uids), [uids])
  const [, asked] = options.queryKey
  const result = useQuery({
    ...options,
    initialData: () => {
      const cached = cachedCartBundles(queryClient, asked)
      return asked.length > 0 && cached.length === asked.length ? cached : undefined
    },
    placeholderData: () => cachedCartBundles(queryClient, asked),
  })
  return { asked, result }
}

/** The cart's bundles by uid; one missing is not loaded yet, or no longer on sale. */
export function useCartBundles(): ReadonlyMap<string, Bundle> {
  const { data } = useCartBundlesQuery().result
  return useMemo(() => new Map((data ?? []).map((bundle) => [bundle.uid, bundle])), [data])
}
