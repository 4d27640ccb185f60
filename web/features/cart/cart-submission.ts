import type { CheckoutBody } from '../../../contract/schemas/billing.ts'
import type { CartDrawerView, CartState, SavedCart } from '../../lib/cart-store.ts'

/** What the drawer sends: the chosen prices and bundles, one plan, or the on-demand request. */
export type CartSubmission =
  { type: 'prices' } | { type: 'subscription'; plan: string } | { type: 'on_demand' }

/** Spec §4: after a login, the view goes back to the one that submitted. */
export const VIEW_OF: Record<CartSubmission['type'], CartDrawerView> = {
  prices: 'prices',
  subscription: 'subscriptions',
  on_demand: 'onDemand',
}

/** The checkout request of a prices (items and bundles) or subscription submission (spec §3). */
export function checkoutBody(
  submission: Exclude<CartSubmission, { type: 'on_demand' }>,
  cart: SavedCart & Pick<CartState, 'coupons' | 'giftCard'>,
  tipsEnabled: boolean,
): CheckoutBody {
  if (submission.type === 'subscription') {
    const code = cart.coupons.subscription?.code
    return {
      type: 'subscription',
      subscription: submission.plan,
      ...(code ? { coupon: code } : {}),
    }
  }
  const code = cart.coupons.prices?.code
  const prices = Object.values(cart.items)
  // Each list is sent only when it holds something: the server wants at least one of the two.
  return {
    type: 'prices',
    ...(prices.length > 0 ? { prices } : {}),
    ...(cart.bundles.length > 0 ? { bundles: cart.bundles } : {}),
    tip: tipsEnabled ? cart.tip : 0,
    ...(code ? { coupon: code } : {}),
    ...(cart.giftCard ? { gift_card: cart.giftCard.code } : {}),
  }
}
