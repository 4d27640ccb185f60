import type { Kysely } from 'kysely'
import type { Database } from '../../db/schema.ts'
import { newUid } from '../../db/uid.ts'

type Db = Kysely<Database>

/** The viewer's position in one media of the website, if they have one. */
export async function findPosition(db: Db, websiteUid: string, userUid: string, mediaUid: string) {
  return db
    .selectFrom('playback_positions')
    .select(['position', 'finished', 'updated_at'])
    .where('website_uid', '=', websiteUid)
    .where('user_uid', '=', userUid)
    .where('media_uid', '=', mediaUid)
    .executeTakeFirst()
}

export interface PositionWrite {
  websiteUid: string
  userUid: string
  mediaUid: string
  itemUid: string
  position: number
  duration: number
  finished: boolean
  kind: string
  at: string
  /** The row is rewritten only when its last write is at or before this instant… */
  writtenBefore: string
}

/**
 * Writes the position, unless the viewer's last write on the media is after `writtenBefore`:
 * decided by the database in the same statement, so concurrent reports (two tabs, two server
 * processes) cannot both get through. A `completed` report on an unfinished media always goes
 * through: it can come only once before the next `started`, which the rule holds back.
 * Answers whether the row was written.
 */
export async function writePosition(db: Db, row: PositionWrite): Promise<boolean> {
  const written = await db
    .insertInto('playback_positions')
    .values({
      website_uid: row.websiteUid,
      user_uid: row.userUid,
      media_uid: row.mediaUid,
      item_uid: row.itemUid,
      position: row.position,
      duration: row.duration,
      finished: row.finished ? 1 : 0,
      last_kind: row.kind,
      updated_at: row.at,
    })
    .onConflict((conflict) =>
      conflict
        .columns(['website_uid', 'user_uid', 'media_uid'])
        .doUpdateSet((eb) => ({
          item_uid: eb.ref('excluded.item_uid'),
          position: eb.ref('excluded.position'),
          duration: eb.ref('excluded.duration'),
          finished: eb.ref('excluded.finished'),
          last_kind: eb.ref('excluded.last_kind'),
          updated_at: eb.ref('excluded.updated_at'),
        }))
        .where((eb) =>
          eb.or([
            eb('playback_positions.updated_at', '<=', row.writtenBefore),
            eb.and([
              eb('excluded.last_kind', '=', 'completed'),
              eb('playback_positions.finished', '=', 0),
            ]),
          ]),
        ),
    )
    .returning('media_uid')
    .executeTakeFirst()
  return written !== undefined
}

export interface ViewerEventRow {
  websiteUid: string
  userUid: string
  itemUid: string
  mediaUid: string
  kind: string
  secondsWatched: number
  at: string
}

/** Appends a viewer event. */
export async function insertViewerEvent(db: Db, event: ViewerEventRow): Promise<void> {
  await db
    .insertInto('viewer_events')
    .values({
      uid: newUid(),
      website_uid: event.websiteUid,
      user_uid: event.userUid,
      item_uid: event.itemUid,
      media_uid: event.mediaUid,
      kind: event.kind,
      seconds_watched: event.secondsWatched,
      created_at: event.at,
    })
    .execute()
}

/** The viewer's positions, most recent first, with the item each was played through. */
export async function findRecentPositions(
  db: Db,
  websiteUid: string,
  userUid: string,
  limit: number,
) {
  return db
    .selectFrom('playback_positions')
    .select(['item_uid', 'media_uid', 'position', 'duration', 'finished', 'updated_at'])
    .where('website_uid', '=', websiteUid)
    .where('user_uid', '=', userUid)
    .orderBy('updated_at', 'desc')
    .orderBy('media_uid')
    .limit(limit)
    .execute()
}

/**
 * One page of the viewer's positions, most recent first, each with its media's name, counting
 * only those whose item still shows to them (`publishedBy`: undefined for staff).
 */
export async function findHistoryPage(
  db: Db,
  scope: { websiteUid: string; userUid: string; publishedBy: string | undefined },
  page: { limit: number; offset: number },
) {
  let query = db
    .selectFrom('playback_positions as p')
    .innerJoin('items as i', (join) =>
      join.onRef('i.uid', '=', 'p.item_uid').onRef('i.website_uid', '=', 'p.website_uid'),
    )
    .innerJoin('medias as m', (join) =>
      join.onRef('m.uid', '=', 'p.media_uid').onRef('m.website_uid', '=', 'p.website_uid'),
    )
    .where('p.website_uid', '=', scope.websiteUid)
    .where('p.user_uid', '=', scope.userUid)
  if (scope.publishedBy !== undefined)
    query = query.where('i.published_at', '<=', scope.publishedBy)
  const [total, rows] = await Promise.all([
    query.select((eb) => eb.fn.countAll<number | string>().as('count')).executeTakeFirst(),
    query
      .select([
        'p.item_uid',
        'p.media_uid',
        'm.name as media_name',
        'p.position',
        'p.duration',
        'p.finished',
        'p.updated_at',
      ])
      .orderBy('p.updated_at', 'desc')
      .orderBy('p.media_uid')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
  ])
  return { count: Number(total?.count ?? 0), rows }
}

/**
 * Forgets where the viewer was in one media; its events still count, but no longer name them,
 * as when the whole history is cleared. Answers whether there was such a position.
 */
export async function deletePosition(
  db: Db,
  websiteUid: string,
  userUid: string,
  mediaUid: string,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const result = await trx
      .deleteFrom('playback_positions')
      .where('website_uid', '=', websiteUid)
      .where('user_uid', '=', userUid)
      .where('media_uid', '=', mediaUid)
      .executeTakeFirst()
    await trx
      .updateTable('viewer_events')
      .set({ user_uid: null })
      .where('user_uid', '=', userUid)
      .where('website_uid', '=', websiteUid)
      .where('media_uid', '=', mediaUid)
      .execute()
    return Number(result.numDeletedRows) > 0
  })
}

/** Forgets the viewer's positions; their events still count, but no longer name them. */
export async function clearPositions(db: Db, websiteUid: string, userUid: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .deleteFrom('playback_positions')
      .where('website_uid', '=', websiteUid)
      .where('user_uid', '=', userUid)
      .execute()
    await trx
      .updateTable('viewer_events')
      .set({ user_uid: null })
      .where('user_uid', '=', userUid)
      .where('website_uid', '=', websiteUid)
      .execute()
  })
}

/** Seconds of medias the website's viewers played from `start` to before `end`. */
export async function sumWatchedSeconds(
  db: Db,
  websiteUid: string,
  start: string,
  end: string,
): Promise<number> {
  const row = await db
    .selectFrom('viewer_events')
    .select((eb) => eb.fn.sum<number | string | null>('seconds_watched').as('seconds'))
    .where('website_uid', '=', websiteUid)
    .where('created_at', '>=', start)
    .where('created_at', '<', end)
    .executeTakeFirstOrThrow()
  return Number(row.seconds ?? 0)
}
