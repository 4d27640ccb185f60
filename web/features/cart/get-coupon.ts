import type { Coupon } from '../../../contract/schemas/billing.ts'
import { api } from '../../api/api.ts'
import type { CouponCheckout } from '../../lib/cart-store.ts'

/** GET /billing/coupons/{code}/ — what a promo code takes off that checkout, or a 400. */
export function getCoupon(code: string, checkout: CouponCheckout): Promise<Coupon> {
  const path = `/billing/coupons/${encodeURIComponent(code)}/?type=${checkout}`
  return api<Coupon>(path)
}
