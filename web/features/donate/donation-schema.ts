import { z } from 'zod'
import { MAX_DONATION, MIN_DONATION } from '../../../contract/values/limits.ts'
import type { Currency } from '../../../contract/schemas/website.ts'
import { moneyAmount, requiredText } from '../../lib/validation.ts'

/** Spec §9: preset amounts, in the site currency. */
export const DONATION_PRESETS = [5, 10, 20, 50] as const

/** Spec §9: turning the custom amount on starts it at 5. */
export const DEFAULT_CUSTOM_AMOUNT = 5

/** The form's own state: the amount as typed (major units), whether it is a custom one. */
export interface DonationFields {
  custom: boolean
  amount: string
  message: string
}

/**
 * Spec §5 for the donation form. Its output is what the server is sent: the amount in minor
 * units (spec §9), typed with a comma or a point, and the message. Limit messages name the site
 * currency.
 */
export function donationSchema(currency: Currency) {
  return z.object({
    custom: z.boolean(),
    amount: moneyAmount()
      .refine((cents) => cents >= MIN_DONATION, `donate.amountTooLow.${currency}`)
      .refine((cents) => cents <= MAX_DONATION, `donate.amountTooHigh.${currency}`),
    message: requiredText(),
  })
}

/** What the address's `amount` preselects: a preset, else a custom amount, else the first preset. */
export function initialDonation(amountParam: string | null): DonationFields {
  const asked = amountParam === null || amountParam.trim() === '' ? NaN : Number(amountParam)
  if (!Number.isFinite(asked) || asked <= 0) {
    return { custom: false, amount: String(DONATION_PRESETS[0]), message: '' }
  }
  const preset = (DONATION_PRESETS as readonly number[]).includes(asked)
  return { custom: !preset, amount: String(asked), message: '' }
}
