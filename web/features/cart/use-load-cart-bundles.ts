import { useEffect } from 'react'
import { useCart } from '../../lib/cart-store.ts'
import { useCartBundlesQuery } from './use-cart-bundles.ts'

/**
 * As useLoadCartItems does for items: when the saved cart holds bundles they are fetched, and
 * each answer takes out of the cart those the server no longer sells. A failure is only logged.
 */
export function useLoadCartBundles() {
  const { asked, result } = useCartBundlesQuery()
  const { data, error, isPlaceholderData } = result

  useEffect(() => {
    if (data && !isPlaceholderData) useCart.getState().reconcileWithFetchedBundles(asked, data)
  }, [asked, data, isPlaceholderData])

  useEffect(() => {
    if (error) console.error('The cart bundles failed to load', error)
  }, [error])
}
