import { BACK_OFFICE_MESSAGES } from './french/back-office.ts'
import { REQUEST_MESSAGES } from './french/requests.ts'
import { STOREFRONT_MESSAGES } from './french/storefront.ts'
import type { Catalogue } from './catalogue.ts'

/**
 * The French of every message the server answers with, by its English (the text in the code and
 * in the logs). Exact messages are looked up first; then templates, in this order.
 */
export const FRENCH_MESSAGES: Catalogue = {
  ...REQUEST_MESSAGES,
  ...STOREFRONT_MESSAGES,
  ...BACK_OFFICE_MESSAGES,
}
