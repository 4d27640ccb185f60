import { lazy, Suspense, useState } from 'react'
import { useCart } from '../../lib/cart-store.ts'
import { useOpenLinkedPlan } from './linked-plan.ts'
import { useLoadSavedCart } from './use-load-saved-cart.ts'

const CartDrawer = lazy(async () => ({ default: (await import('./cart-drawer.tsx')).CartDrawer }))

/**
 * Where the cart drawer goes in the shell. Its code is fetched the first time it opens, so it
 * stays out of the first screen; the saved cart's items and bundles are fetched at start, and a
 * plan's link opens it on that plan.
 */
export function CartDrawerSlot() {
  useLoadSavedCart()
  useOpenLinkedPlan()
  const open = useCart((state) => state.drawer.open)
  const [used, setUsed] = useState(open)
  if (open && !used) setUsed(true)
  if (!used) return null
  return (
    <Suspense fallback={null}>
      <CartDrawer />
    </Suspense>
  )
}
