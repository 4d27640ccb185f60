import type { GiftCardTerms } from '../../contract/schemas/gift-cards.ts'
import { api } from './api.ts'

/** GET /billing/gift-cards/{code}/ — whether the card pays, and how much is left on it. */
export function getGiftCard(code: string): Promise<GiftCardTerms> {
  return api<GiftCardTerms>(`/billing/gift-cards/${encodeURIComponent(code.trim())}/`)
}
