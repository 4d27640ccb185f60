import { Type } from 'typebox'
import { MAX_OFFSET } from './common.ts'
import { MAX_ADMIN_PAGE, SORT_ORDERS } from '../values/admin-lists.ts'

/**
 * The paging and sort-order parameters every staff list takes (the convention of
 * admin-lists.ts), spread into the list's query schema beside its `_sort` and its filters.
 */
export const LIST_QUERY_FIELDS = {
  _start: Type.Optional(Type.Integer({ minimum: 0, maximum: MAX_OFFSET })),
  _end: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_OFFSET + MAX_ADMIN_PAGE })),
  _order: Type.Optional(Type.Enum(SORT_ORDERS)),
}
