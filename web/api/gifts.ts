import type {
  Gift,
  GiftCheckoutBody,
  GiftList,
  GiftRedeemed,
} from '../../contract/schemas/gifts.ts'
import { api } from './api.ts'

/** POST /gifts/redeem/ — what the gift code gives becomes the signed-in visitor's. */
export function postRedeemGift(code: string): Promise<GiftRedeemed> {
  return api<GiftRedeemed>('/gifts/redeem/', { body: { code } })
}

/** POST /billing/checkout/gift/ — where to pay a gift. */
export function postGiftCheckout(
  body: GiftCheckoutBody,
): Promise<{ checkout_session_url: string }> {
  return api<{ checkout_session_url: string }>('/billing/checkout/gift/', { body })
}

export const GIFTS_KEY = ['me', 'gifts'] as const

/** GET /me/gifts/ — the gifts the visitor bought. */
export function getGifts(): Promise<GiftList> {
  return api<GiftList>('/me/gifts/')
}

/** POST /me/gifts/{uid}/resend/ — mails the recipient again. */
export function postResendGift(uid: string): Promise<Gift> {
  return api<Gift>(`/me/gifts/${encodeURIComponent(uid)}/resend/`, { body: {} })
}
