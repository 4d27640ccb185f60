import type { AccountOrder } from '../../../contract/schemas/account.ts'
import { formatMoney } from '../../../contract/values/money.ts'
import type { Currency } from '../../../contract/schemas/website.ts'
import type { Language } from '../../i18n/languages.ts'

/** An order's amount in its own currency and the visitor's language, with the one formatter. */
export function orderMoney(order: AccountOrder, minorUnits: number, language: Language): string {
  return formatMoney(minorUnits, order.currency as Currency, language)
}
