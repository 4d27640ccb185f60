import { MAX_DONATION } from '../../../contract/values/limits.ts'
import type { Currency } from '../../../contract/schemas/website.ts'
import { currencyLocale, type MoneyLanguage } from '../../../contract/values/money.ts'
import { formatMoneyInput, parseMoneyInput } from '../../../contract/values/money-input.ts'

/** What the tip field accepts while typing: digits, then a comma or dot and two decimals. */
const TIP_TEXT = /^\d{0,4}(?:[.,]\d{0,2})?$/

/** Whether the field may show this text; a minus sign or letters are never accepted. */
export function isTipText(text: string): boolean {
  return TIP_TEXT.test(text)
}

/** '12,5' → 1250 minor units; an empty field is no tip. */
export function tipFromText(text: string): number {
  const parsed = parseMoneyInput(text)
  return parsed.ok ? Math.min(parsed.minorUnits, MAX_DONATION) : 0
}

/** 1250 → '12,50' in French, '12.50' in English, for the site currency; no tip → an empty field. */
export function tipToText(tip: number, currency: Currency, language: MoneyLanguage): string {
  return tip <= 0 ? '' : formatMoneyInput(tip, currencyLocale(currency, language))
}
