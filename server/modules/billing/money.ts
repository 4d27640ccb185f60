import type { Currency } from '../../../contract/website.ts'

const LOCALES: Record<Currency, string> = { eur: 'fr-FR', chf: 'fr-CH' }

/** Minor units shown in the site currency, e.g. 1200 eur → "12,00 €" (spec §9). */
export function formatMoney(minorUnits: number, currency: Currency): string {
  return new Intl.NumberFormat(LOCALES[currency], {
    style: 'currency',
    currency: currency.toUpperCase(),
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(minorUnits / 100)
}
