/**
 * Money as the visitor and the customer read it, on pages and in mails: one formatter for the
 * storefront and the server, as plain values (no TypeBox), so the storefront can import it.
 */
import type { Currency } from '../schemas/website.ts'

/** Spec §9: amounts travel in minor units (cents, centimes); 100 of them make one unit. */
export const MINOR_UNITS = 100

/** The languages money is written in: the interface's, French by default. */
export type MoneyLanguage = 'fr' | 'en'

/**
 * Spec §9: eur is shown with € in fr-FR, chf with CHF in fr-CH; in English the symbol leads and
 * the point marks decimals ("€4.99", "CHF 5.00").
 */
const LOCALES: Record<MoneyLanguage, Record<Currency, string>> = {
  fr: { eur: 'fr-FR', chf: 'fr-CH' },
  en: { eur: 'en-GB', chf: 'en-CH' },
}

/** The locale whose number format the site currency uses in a language. */
export function currencyLocale(currency: Currency, language: MoneyLanguage): string {
  return LOCALES[language][currency]
}

/**
 * Minor units shown with two decimals in the site currency and the reader's language, e.g.
 * 1200 eur → "12,00 €" in French, "€12.00" in English.
 */
export function formatMoney(
  minorUnits: number,
  currency: Currency,
  language: MoneyLanguage,
): string {
  return new Intl.NumberFormat(LOCALES[language][currency], {
    style: 'currency',
    currency: currency.toUpperCase(),
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(minorUnits / MINOR_UNITS)
}
