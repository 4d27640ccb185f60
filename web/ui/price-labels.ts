import type { TFunction, Translator } from '../i18n/translator.ts'
import { useTranslation } from '../i18n/use-translation.tsx'
import type { Plan, Price } from '../../contract/schemas/catalogue.ts'
import type { Currency } from '../../contract/schemas/website.ts'
import '../i18n/price/texts.ts'
import { formatMoney } from '../../contract/values/money.ts'

/** Spec §9: 'Accès pendant N heures'; a period of 0 hours is unlimited access. */
export function accessPeriodLabel(t: TFunction, period: number): string {
  return period === 0 ? t('price.unlimited') : t('price.period', { count: period })
}

/** What a price lets the buyer download, or null when it offers no download. */
export function downloadLabel(t: TFunction, choices: Price['downloadable_choices']): string | null {
  return choices === null ? null : t(`price.download.${choices}`)
}

/** A plan's amount per interval in the translator's language: '9,99 € / mois', '€9.99 / month'. */
export function planPriceLabel(i18n: Translator, plan: Plan, currency: Currency): string {
  return i18n.t('price.perInterval', {
    amount: formatMoney(plan.amount, currency, i18n.language),
    interval: i18n.t(`price.interval.${plan.interval}`),
  })
}

/** The price texts and amounts in the visitor's language. */
export function usePriceLabels(currency: Currency) {
  const { t, i18n } = useTranslation()
  return {
    amount: (amount: number) => formatMoney(amount, currency, i18n.language),
    period: (period: number) => accessPeriodLabel(t, period),
    download: (choices: Price['downloadable_choices']) => downloadLabel(t, choices),
    plan: (plan: Plan) => planPriceLabel(i18n, plan, currency),
  }
}
