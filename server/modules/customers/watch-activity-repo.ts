import { sql, type Kysely } from 'kysely'
import type { Database } from '../../db/schema.ts'
import type { ListPage } from '../../http/list-page.ts'

type Db = Kysely<Database>

/**
 * What a customer watched: their playback positions (one per media, the latest report), with
 * the names of the media and item, most recently watched first.
 */
export async function findWatchActivityPage(
  db: Db,
  websiteUid: string,
  userUid: string,
  page: ListPage,
) {
  const positions = db
    .selectFrom('playback_positions as position')
    .where('position.website_uid', '=', websiteUid)
    .where('position.user_uid', '=', userUid)
  const [counted, rows] = await Promise.all([
    positions.select(sql<number | string>`count(*)`.as('total')).executeTakeFirstOrThrow(),
    positions
      .leftJoin('medias', (join) =>
        join
          .onRef('medias.uid', '=', 'position.media_uid')
          .onRef('medias.website_uid', '=', 'position.website_uid'),
      )
      .leftJoin('items', (join) =>
        join
          .onRef('items.uid', '=', 'position.item_uid')
          .onRef('items.website_uid', '=', 'position.website_uid'),
      )
      .select([
        'position.media_uid',
        'medias.name as media_name',
        'position.item_uid',
        'items.name as item_name',
        'position.position',
        'position.duration',
        'position.finished',
        'position.updated_at',
      ])
      .orderBy('position.updated_at', page.direction)
      .orderBy('position.media_uid')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
  ])
  return { total: Number(counted.total), rows }
}

/** Seconds of each of these medias the customer played in all, from the viewer events. */
export async function findWatchTimes(
  db: Db,
  websiteUid: string,
  userUid: string,
  mediaUids: string[],
): Promise<Map<string, number>> {
  if (mediaUids.length === 0) return new Map()
  const rows = await db
    .selectFrom('viewer_events')
    .select(['media_uid', sql<number | string | null>`sum(seconds_watched)`.as('seconds')])
    .where('user_uid', '=', userUid)
    .where('website_uid', '=', websiteUid)
    .where('media_uid', 'in', mediaUids)
    .groupBy('media_uid')
    .execute()
  return new Map(rows.map((row) => [row.media_uid, Number(row.seconds ?? 0)]))
}
