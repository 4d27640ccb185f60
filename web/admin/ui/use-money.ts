import { useLocaleState } from 'react-admin'
import type { Currency } from '../../../contract/schemas/website.ts'
import { formatMoney } from '../../../contract/values/money.ts'
import { isLanguage } from '../../i18n/languages.ts'

/** Money in the back office's language: "4,99 €" in French, "€4.99" in English. */
export function useMoney(): (minorUnits: number, currency: Currency) => string {
  const [locale] = useLocaleState()
  const language = isLanguage(locale) ? locale : 'fr'
  return (minorUnits, currency) => formatMoney(minorUnits, currency, language)
}
