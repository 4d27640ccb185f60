import type { AccountOrder } from '../../../contract/schemas/account.ts'
import { formatMoney } from '../../../contract/values/money.ts'
import type { Currency } from '../../../contract/schemas/website.ts'

/** An order's amount in its own currency, with the storefront's one formatter. */
export function orderMoney(order: AccountOrder, minorUnits: number): string {
  return formatMoney(minorUnits, order.currency as Currency)
}
