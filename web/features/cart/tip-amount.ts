import { MAX_DONATION } from '../../../contract/values/limits.ts'
import type { Currency } from '../../../contract/schemas/website.ts'
import { currencyLocale, MINOR_UNITS } from '../../../contract/values/money.ts'

/** What the tip field accepts while typing: digits, then a comma or dot and two decimals. */
const TIP_TEXT = /^\d{0,4}(?:[.,]\d{0,2})?$/

/** Whether the field may show this text; a minus sign or letters are never accepted. */
export function isTipText(text: string): boolean {
  return TIP_TEXT.test(text)
}

/** '12,5' → 1250 minor units; an empty field is no tip. */
export function tipFromText(text: string): number {
  const value = Number(text.replace(',', '.'))
  if (!Number.isFinite(value) || value <= 0) return 0
  return Math.min(Math.round(value * MINOR_UNITS), MAX_DONATION)
}

/** 1250 → '12,50' in the site currency's number format; no tip → an empty field. */
export function tipToText(tip: number, currency: Currency): string {
  if (tip <= 0) return ''
  return new Intl.NumberFormat(currencyLocale(currency), {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
    useGrouping: false,
  }).format(tip / MINOR_UNITS)
}
