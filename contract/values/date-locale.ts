/**
 * The locale dates are written in, per language: French as France writes them, English as
 * Britain does ("6 December 2026", as the money's "€4.99" is British too), the same in the
 * storefront, the back office and the mails.
 */
export function dateLocale(language: string): 'fr-FR' | 'en-GB' {
  return language.startsWith('en') ? 'en-GB' : 'fr-FR'
}
