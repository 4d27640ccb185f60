import { useEffect } from 'react'
import { getCartItems } from '../../api/get-cart-items.ts'
import { useCart } from '../../lib/cart-store.ts'

/**
 * Spec §4 start-up: when the saved cart holds anything, its items are fetched (names, pictures,
 * current prices). Spec §8: a failure is only logged.
 */
export function useLoadCartItems() {
  useEffect(() => {
    const { items, onDemandItems } = useCart.getState()
    const uids = [...new Set([...Object.keys(items), ...onDemandItems])]
    if (uids.length === 0) return
    let current = true
    getCartItems(uids)
      .then((found) => {
        if (current) useCart.getState().takeFetchedItems(uids, found)
      })
      .catch((error: unknown) => console.error('The cart items failed to load', error))
    return () => {
      current = false
    }
  }, [])
}
