import type { Fields } from './parts/read-fields.ts'

/** What every block renderer receives. */
export interface BlockProps {
  /** The block's fields as the API gave them; each renderer reads what it needs. */
  fields: Fields
  /** True for the page's first block: its pictures load first (they are the first screen). */
  priority: boolean
}
