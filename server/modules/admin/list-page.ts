import { MAX_ADMIN_PAGE, type SortOrder } from '../../../contract/values/admin-lists.ts'
import { invalidField } from '../../errors.ts'

/** A page of a staff list, read from `_start`, `_end` and `_order` (contract/values/admin-lists.ts). */
export interface ListPage {
  offset: number
  limit: number
  direction: 'asc' | 'desc'
}

const DEFAULT_PAGE = 25

/**
 * The rows a staff list answers. The schema has judged each parameter alone (integers in range);
 * this judges them together: `_end` after `_start`, at most MAX_ADMIN_PAGE rows.
 */
export function listPage(
  query: { _start?: number; _end?: number; _order?: SortOrder },
  defaultOrder: SortOrder,
): ListPage {
  const offset = query._start ?? 0
  const end = query._end ?? offset + DEFAULT_PAGE
  if (end <= offset) throw invalidField('_end', 'Ensure this value is greater than _start.')
  if (end - offset > MAX_ADMIN_PAGE) {
    throw invalidField('_end', `Ensure no more than ${MAX_ADMIN_PAGE} rows are asked at once.`)
  }
  const order = query._order ?? defaultOrder
  return { offset, limit: end - offset, direction: order === 'ASC' ? 'asc' : 'desc' }
}

/** A page of rows and how many match in all (sent as X-Total-Count). */
export interface ListAnswer<Row> {
  rows: Row[]
  total: number
}
