import type { Kysely } from 'kysely'
import type { WinbackOffer } from '../../../../contract/schemas/billing.ts'
import { SUBSCRIPTION_WINBACK_MONTHS } from '../../../../contract/values/admin-settings.ts'
import type { Database } from '../../../db/schema.ts'
import { invalidField } from '../../../errors.ts'
import {
  claimWinbackOffer,
  findWinbackSettings,
  writeWinbackSettings,
  type WinbackDiscount,
  type WinbackSettings,
} from './winback-repo.ts'

export type { WinbackSettings }

const NONE: WinbackSettings = {
  enabled: false,
  kind: 'percent',
  percentOff: null,
  amountOff: null,
  months: SUBSCRIPTION_WINBACK_MONTHS.default,
}

/** The website's win-back settings (off, a percentage to choose, 3 months, when never set). */
export async function getWinbackSettings(
  db: Kysely<Database>,
  websiteUid: string,
): Promise<WinbackSettings> {
  return (await findWinbackSettings(db, websiteUid)) ?? NONE
}

/**
 * Checks and stores them, in the caller's transaction (the settings' audit entry is written
 * beside): turned on, the discount its kind names must be given, a 400 naming it otherwise. Only
 * that discount is kept, so an offer never gives both.
 */
export async function setWinbackSettings(
  db: Kysely<Database>,
  websiteUid: string,
  settings: WinbackSettings,
): Promise<void> {
  const percent = settings.kind === 'percent'
  if (settings.enabled && percent && settings.percentOff === null) {
    throw invalidField(
      'subscription_winback_percent_off',
      'Give the percentage the offer takes off.',
    )
  }
  if (settings.enabled && !percent && settings.amountOff === null) {
    throw invalidField('subscription_winback_amount_off', 'Give the amount the offer takes off.')
  }
  await writeWinbackSettings(db, websiteUid, {
    ...settings,
    percentOff: percent ? settings.percentOff : null,
    amountOff: percent ? null : settings.amountOff,
  })
}

/** The offer the website makes a subscriber who cancels, in its currency; null when none. */
export async function winbackOfferOf(
  db: Kysely<Database>,
  websiteUid: string,
  currency: string,
): Promise<WinbackOffer | null> {
  const settings = await getWinbackSettings(db, websiteUid)
  if (!settings.enabled) return null
  return {
    percent_off: settings.kind === 'percent' ? settings.percentOff : null,
    amount_off: settings.kind === 'amount' ? settings.amountOff : null,
    currency,
    months: settings.months,
  }
}

/** What a renewal of `amount` costs with an accepted offer's discount (never below nothing). */
export function discountedAmount(
  amount: number,
  discount: { percentOff: number | null; amountOff: number | null },
): number {
  if (discount.percentOff !== null) {
    return amount - Math.round((amount * discount.percentOff) / 100)
  }
  return Math.max(0, amount - (discount.amountOff ?? 0))
}

/**
 * Records that the win-back offer was made to a subscription (once only), and accepted when
 * `accepted` is given (only by an active subscription that renews); false when it cannot.
 */
export function recordWinbackOffer(
  db: Kysely<Database>,
  websiteUid: string,
  subscriptionUid: string,
  at: string,
  accepted?: WinbackDiscount,
): Promise<boolean> {
  return claimWinbackOffer(db, websiteUid, subscriptionUid, at, accepted)
}
