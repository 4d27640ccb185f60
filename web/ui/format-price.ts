/**
 * The back office's item page (web/admin/items/item-show.tsx) still imports the formatter under
 * this name; it lives in contract/money.ts. Delete this file once that page imports it there.
 */
export { formatMoney as formatPrice } from '../../contract/money.ts'
