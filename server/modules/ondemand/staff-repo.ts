import { sql, type Kysely } from 'kysely'
import type { AdminOnDemandRequestsQuery } from '../../../contract/schemas/admin-ondemand.ts'
import type { Database } from '../../db/schema.ts'
import type { ListPage } from '../../http/list-page.ts'
import { containing } from '../../db/like-pattern.ts'

type Db = Kysely<Database>

/** One requested item of a request: what the staff list and decide. */
export interface RequestedItemKey {
  requestUid: string
  itemUid: string
}

/**
 * The website's requested items, with who asked and for what, narrowed by the list's filters:
 * every word of `q` must be in the requester's e-mail address or name, or in the item's name.
 */
function requestedItemsWhere(
  db: Db,
  websiteUid: string,
  filter: Pick<AdminOnDemandRequestsQuery, 'status' | 'q'>,
) {
  let query = db
    .selectFrom('ondemand_request_items as line')
    .innerJoin('ondemand_requests as request', 'request.uid', 'line.request_uid')
    .innerJoin('users', 'users.uid', 'request.user_uid')
    .innerJoin('items', 'items.uid', 'line.item_uid')
    .where('line.website_uid', '=', websiteUid)
  if (filter.status) query = query.where('line.status', '=', filter.status)
  for (const word of (filter.q ?? '').toLowerCase().split(/\s+/).filter(Boolean)) {
    query = query.where(
      sql<boolean>`lower(users.email || ' ' || users.first_name || ' ' || users.last_name || ' ' || items.name) like ${containing(word)} escape '\\'`,
    )
  }
  return query
}

function withColumns(query: ReturnType<typeof requestedItemsWhere>) {
  return query.select([
    'line.request_uid',
    'line.item_uid',
    'line.status',
    'line.decided_at',
    'line.message',
    'items.name as item_name',
    'items.slug as item_slug',
    'users.uid as user_uid',
    'users.email',
    'users.first_name',
    'users.last_name',
    'request.language',
    'request.created_at',
  ])
}

export type RequestedItemRow = Awaited<
  ReturnType<ReturnType<typeof withColumns>['executeTakeFirstOrThrow']>
>

const SORT_COLUMNS = {
  created_at: 'request.created_at',
  decided_at: 'line.decided_at',
  item_name: 'items.name',
} as const

/** A page of the website's requested items and how many match in all. */
export async function findRequestedItemPage(
  db: Db,
  websiteUid: string,
  filter: Pick<AdminOnDemandRequestsQuery, 'status' | 'q'>,
  sort: NonNullable<AdminOnDemandRequestsQuery['_sort']>,
  page: ListPage,
) {
  const lines = requestedItemsWhere(db, websiteUid, filter)
  const [counted, rows] = await Promise.all([
    lines.select(sql<number>`count(*)`.as('total')).executeTakeFirstOrThrow(),
    withColumns(lines)
      // Undecided items come last whichever way, as SQLite and PostgreSQL place NULLs apart.
      .$if(sort === 'decided_at', (query) => query.orderBy(sql`line.decided_at is null`))
      .orderBy(SORT_COLUMNS[sort], page.direction)
      .orderBy('line.request_uid')
      .orderBy('line.item_uid')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
  ])
  return { total: Number(counted.total), rows }
}

export function findRequestedItem(db: Db, websiteUid: string, key: RequestedItemKey) {
  return withColumns(requestedItemsWhere(db, websiteUid, {}))
    .where('line.request_uid', '=', key.requestUid)
    .where('line.item_uid', '=', key.itemUid)
    .executeTakeFirst()
}
