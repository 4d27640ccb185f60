import { sql, type SelectQueryBuilder } from 'kysely'
import { MAX_ADMIN_PAGE, type SortOrder } from '../../contract/values/admin-lists.ts'
import { invalidField } from '../errors.ts'

/** Where a list read whole resumes: the sort column's value and the uid of the last row read. */
export interface ListCursor {
  value: string
  uid: string
}

/** A page of a staff list, read from `_start`, `_end` and `_order` (contract/values/admin-lists.ts). */
export interface ListPage {
  offset: number
  limit: number
  direction: 'asc' | 'desc'
  /**
   * For a list read whole, in ascending order (a data export): the rows after this one, in place
   * of the offset. Each page then costs the same, and a row removed meanwhile moves no other.
   */
  after?: ListCursor
  /** False past an export's first page, whose count stands for the whole read: total is then 0. */
  counted?: boolean
}

/** How an export reads a list whole: after a cursor, counting on the first page only. */
export type WholeListRead = Pick<ListPage, 'after' | 'counted'>

/**
 * The rows after the cursor, in the order of `column` then `uidColumn`, both ascending. Both
 * dialects compare row values, and PostgreSQL reads them off an index of the two columns.
 */
const afterCursor = (column: string, uidColumn: string, cursor: ListCursor) =>
  sql<boolean>`(${sql.ref(column)}, ${sql.ref(uidColumn)}) > (${cursor.value}, ${cursor.uid})`

/**
 * A page of a staff list: `rows` (the `matching` query, selected and sorted by `keys.sort` then
 * `keys.uid`) from the page's offset or after its cursor, and how many match in all unless the
 * page says the total is known already (then 0).
 */
export async function readListPage<DB, TB extends keyof DB, Row>(
  matching: SelectQueryBuilder<DB, TB, object>,
  rows: SelectQueryBuilder<DB, TB, Row>,
  page: ListPage,
  keys: { sort: string; uid: string },
): Promise<ListAnswer<Row>> {
  const limited = rows.limit(page.limit)
  const paged = page.after
    ? limited.where(afterCursor(keys.sort, keys.uid, page.after))
    : limited.offset(page.offset)
  const count = async () => {
    const counted = await matching
      .select(sql<number>`count(*)`.as('total'))
      .executeTakeFirstOrThrow()
    // Kysely cannot name the selected column through the generic tables; `total` is the one above.
    return Number((counted as { total: number | string }).total)
  }
  const [total, found] = await Promise.all([page.counted === false ? 0 : count(), paged.execute()])
  return { total, rows: found }
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
