import type { Currency } from '../../contract/website.ts'

/** Spec §9: amounts travel in minor units (cents, centimes); 100 of them make one unit. */
export const MINOR_UNITS = 100

/** Spec §9: eur is shown with € in fr-FR, chf with CHF in fr-CH. */
const LOCALES: Record<Currency, string> = { eur: 'fr-FR', chf: 'fr-CH' }

/** The locale whose number format the site currency uses. */
export function currencyLocale(currency: Currency): string {
  return LOCALES[currency]
}

/** An amount in minor units, divided by 100 and shown with two decimals in the site currency. */
export function formatPrice(amount: number, currency: Currency): string {
  return new Intl.NumberFormat(LOCALES[currency], {
    style: 'currency',
    currency: currency.toUpperCase(),
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(amount / MINOR_UNITS)
}

/** The currency's symbol alone, for badges and beside amount fields. */
export function currencySymbol(currency: Currency): string {
  return currency === 'chf' ? 'CHF' : '€'
}
