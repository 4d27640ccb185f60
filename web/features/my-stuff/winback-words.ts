import type { WinbackOffer } from '../../../contract/schemas/billing.ts'
import type { Currency } from '../../../contract/schemas/website.ts'
import { formatMoney } from '../../../contract/values/money.ts'
import { useTranslation } from '../../i18n/use-translation.tsx'

/** What a win-back offer takes off, in the reader's language: "25 %", "€12.50". */
export function useWinbackWords(): (offer: WinbackOffer) => string {
  const { i18n } = useTranslation()
  const language = i18n.language === 'en' ? 'en' : 'fr'
  return (offer) =>
    offer.percent_off === null
      ? formatMoney(offer.amount_off ?? 0, offer.currency as Currency, language)
      : new Intl.NumberFormat(language, { style: 'percent' }).format(offer.percent_off / 100)
}
