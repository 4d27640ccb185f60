import type { Currency } from '../../contract/website.ts'

/** Spec §9: eur is shown with € in fr-FR, chf with CHF in fr-CH. */
const LOCALES: Record<Currency, string> = { eur: 'fr-FR', chf: 'fr-CH' }

/** An amount in minor units, divided by 100 and shown with two decimals in the site currency. */
export function formatPrice(amount: number, currency: Currency): string {
  return new Intl.NumberFormat(LOCALES[currency], {
    style: 'currency',
    currency: currency.toUpperCase(),
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(amount / 100)
}

/** The currency's symbol alone, for badges. */
export function currencySymbol(currency: Currency): string {
  return currency === 'chf' ? 'CHF' : '€'
}
