import { useEffect } from 'react'
import { useCart } from '../../lib/cart-store.ts'
import { useCartItemsQuery } from './use-cart-items.ts'

/**
 * Spec §4 start-up: when the saved cart holds anything, its items are fetched (names, pictures,
 * current prices); each answer then takes out of the cart the items the server no longer has and
 * resets the prices they no longer offer. Spec §8: a failure is only logged. The shell runs this
 * once, in the cart's slot.
 */
export function useLoadCartItems() {
  const { asked, result } = useCartItemsQuery()
  const { data, error, isPlaceholderData } = result

  useEffect(() => {
    if (data && !isPlaceholderData) useCart.getState().reconcileWithFetchedItems(asked, data)
  }, [asked, data, isPlaceholderData])

  useEffect(() => {
    if (error) console.error('The cart items failed to load', error)
  }, [error])
}
