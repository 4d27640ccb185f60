import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useMemo } from 'react'
import { useShallow } from 'zustand/react/shallow'
import type { Item } from '../../../contract/schemas/catalogue.ts'
import { cachedCartItems, cartItemsQuery } from '../../api/get-cart-items.ts'
import { useCart, type SavedCart } from '../../lib/cart-store.ts'

/** The uids whose items the cart shows: its priced items, then its on-demand ones. */
const cartUids = (cart: Pick<SavedCart, 'items' | 'onDemandItems'>) => [
  ...Object.keys(cart.items),
  ...cart.onDemandItems,
]

/**
 * The query of the cart's items. What the cache already holds (an earlier answer, an item a
 * page added) shows at once; a cart holding an item the cache lacks asks for them all.
 */
export function useCartItemsQuery() {
  const queryClient = useQueryClient()
  const uids = useCart(useShallow(cartUids))
  const options = useMemo(() => cartItemsQuery(uids), [uids])
  const [, asked] = options.queryKey
  const result = useQuery({
    ...options,
    initialData: () => {
      const cached = cachedCartItems(queryClient, asked)
      return asked.length > 0 && cached.length === asked.length ? cached : undefined
    },
    placeholderData: () => cachedCartItems(queryClient, asked),
  })
  return { asked, result }
}

/** The cart's items by uid; one missing is not loaded yet, or the server no longer has it. */
export function useCartItems(): ReadonlyMap<string, Item> {
  const { data } = useCartItemsQuery().result
  return useMemo(() => new Map((data ?? []).map((item) => [item.uid, item])), [data])
}
