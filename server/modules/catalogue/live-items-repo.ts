import type { Kysely } from 'kysely'
import { sql } from 'kysely'
import { LIVE_ON_AIR_STATUSES } from '../../../contract/values/live.ts'
import type { Database } from '../../db/schema.ts'
import type { ItemPage } from './item-repo.ts'

/** Which live items a "live now and upcoming" list shows: the website's, published by then. */
export interface LiveItemPageFilter {
  websiteUid: string
  /** Only items published at or before this time (ISO); every item when undefined (staff). */
  publishedBy?: string | undefined
  /** Events still waiting that were to start before this time (ISO) are left out. */
  startedAfter: string
  limit: number
  offset: number
}

/**
 * The live items whose event is on air (or waiting for its publisher to come back) first, then
 * those still to come by start time (a late one, waiting past its start, among them until
 * LIVE_LATE_START_SECONDS have gone by); ended ones never. Their events are read here, beside the
 * items, as item-parts-repo reads their texts: the live module builds on the catalogue.
 */
export async function findLiveItemPage(
  db: Kysely<Database>,
  filter: LiveItemPageFilter,
): Promise<ItemPage> {
  let base = db
    .selectFrom('items')
    .innerJoin('live_events', (join) =>
      join
        .onRef('live_events.uid', '=', 'items.content_object_uid')
        .onRef('live_events.website_uid', '=', 'items.website_uid'),
    )
    .where('items.website_uid', '=', filter.websiteUid)
    .where('items.content_object_type', '=', 'live')
    .where('live_events.status', '!=', 'ended')
    .where((eb) =>
      eb.or([
        eb('live_events.status', '!=', 'waiting'),
        eb('live_events.starts_at', '>=', filter.startedAfter),
      ]),
    )
  if (filter.publishedBy) base = base.where('items.published_at', '<=', filter.publishedBy)
  const [rows, counted] = await Promise.all([
    base
      .select('items.uid')
      .orderBy(
        sql`CASE WHEN live_events.status IN (${sql.join([...LIVE_ON_AIR_STATUSES])}) THEN 0 ELSE 1 END`,
      )
      .orderBy('live_events.starts_at')
      .orderBy('items.uid')
      .limit(filter.limit)
      .offset(filter.offset)
      .execute(),
    base.select((eb) => eb.fn.countAll<string | number>().as('count')).executeTakeFirst(),
  ])
  return { count: Number(counted?.count ?? 0), uids: rows.map((row) => row.uid) }
}
