import { lazy, Suspense } from 'react'
import { cartCount, useCart } from '../../lib/cart-store.ts'

const CartBadgeButton = lazy(async () => ({
  default: (await import('./cart-badge-button.tsx')).CartBadgeButton,
}))

/**
 * Spec §2: shown only while the cart holds items or on-demand items. Most first visits have an
 * empty cart, so the button's own code loads only once there is something to show.
 */
export function CartButton() {
  const count = useCart(cartCount)
  if (count === 0) return null
  return (
    <Suspense fallback={null}>
      <CartBadgeButton count={count} />
    </Suspense>
  )
}
