import type { Currency } from '../../contract/schemas/website.ts'

/** The currency's symbol alone, for badges and beside amount fields. */
export function currencySymbol(currency: Currency): string {
  return currency === 'chf' ? 'CHF' : '€'
}
