import type { Purchase } from '../../../contract/schemas/billing.ts'

export interface SplitPurchases {
  available: Purchase[]
  expired: Purchase[]
}

/** Spec §4: expired when expire_at is in the past; available when in the future or null. */
export function splitPurchases(purchases: Purchase[], now: Date): SplitPurchases {
  const available: Purchase[] = []
  const expired: Purchase[] = []
  for (const purchase of purchases) {
    const ended = purchase.expire_at !== null && Date.parse(purchase.expire_at) <= now.getTime()
    ;(ended ? expired : available).push(purchase)
  }
  return { available, expired }
}
