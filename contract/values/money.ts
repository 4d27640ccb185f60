/**
 * Money as the visitor and the customer read it, on pages and in mails: one formatter for the
 * storefront and the server, as plain values (no TypeBox), so the storefront can import it.
 */
import type { Currency } from '../schemas/website.ts'

/** Spec §9: amounts travel in minor units (cents, centimes); 100 of them make one unit. */
export const MINOR_UNITS = 100

/** Spec §9: eur is shown with € in fr-FR, chf with CHF in fr-CH. */
const LOCALES: Record<Currency, string> = { eur: 'fr-FR', chf: 'fr-CH' }

/** The locale whose number format the site currency uses. */
export function currencyLocale(currency: Currency): string {
  return LOCALES[currency]
}

/** Minor units shown with two decimals in the site currency, e.g. 1200 eur → "12,00 €". */
export function formatMoney(minorUnits: number, currency: Currency): string {
  return new Intl.NumberFormat(LOCALES[currency], {
    style: 'currency',
    currency: currency.toUpperCase(),
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(minorUnits / MINOR_UNITS)
}
