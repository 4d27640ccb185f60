/**
 * How every list of the staff API pages, sorts and filters, as plain values (the back office's
 * data provider imports them). The convention is ra-data-json-server's:
 *
 * - `?_start=0&_end=25`: the rows from `_start` (included) to `_end` (excluded), at most
 *   MAX_ADMIN_PAGE rows at a time;
 * - `?_sort=name&_order=ASC`: the field to sort by (each list names its own) and the direction;
 * - any other parameter filters (each list names its own, e.g. `q` for words to search);
 * - the answer is a JSON array of the rows, and the `X-Total-Count` header says how many rows
 *   match in all.
 *
 * A parameter that is not valid (an unknown sort field, `_end` before `_start`, a page too long)
 * answers 400 naming it.
 */

/** The response header holding how many rows match the filters in all. */
export const TOTAL_COUNT_HEADER = 'X-Total-Count'
/** The most rows one call answers. */
export const MAX_ADMIN_PAGE = 100
export const SORT_ORDERS = ['ASC', 'DESC'] as const
export type SortOrder = (typeof SORT_ORDERS)[number]

/** Where each list of the staff API answers, under ADMIN_API_BASE. */
export const ADMIN_LISTS = {
  items: '/items/',
  audit_log: '/audit-log/',
  media_imports: '/media-imports/',
  medias: '/medias/',
  staff_invitations: '/staff-invitations/',
  staff: '/staff/',
  plans: '/plans/',
  categories: '/categories/',
  ondemand_requests: '/ondemand-requests/',
  customers: '/customers/',
  orders: '/orders/',
  coupons: '/coupons/',
  customer_invitations: '/customer-invitations/',
  bundles: '/bundles/',
  job_failures: '/job-failures/',
  data_exports: '/data-exports/',
  customer_imports: '/customer-imports/',
  live_events: '/live-events/',
  api_keys: '/api-keys/',
  webhooks: '/webhooks/',
  webhook_deliveries: '/webhook-deliveries/',
  broadcasts: '/broadcasts/',
  gift_cards: '/gift-cards/',
} as const
export type AdminList = keyof typeof ADMIN_LISTS
