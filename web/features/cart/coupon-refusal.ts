import { couponRefusalOf } from '../../../contract/values/admin-coupons.ts'
import { isApiError } from '../../api/api-error.ts'
import type { TextKeyName } from '../../i18n/text-keys.ts'

/**
 * The text saying why the server refused a promo code (its 400 naming `coupon`), in the
 * visitor's language; null when the failure was not about the code.
 */
export function couponRefusalKey(error: unknown): TextKeyName | null {
  if (!isApiError(error) || !error.details?.coupon) return null
  const reason = couponRefusalOf(error.details.coupon[0])
  return reason ? `cart.coupon.refused.${reason}` : 'cart.coupon.refused.other'
}
