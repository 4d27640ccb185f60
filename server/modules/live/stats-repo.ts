import { sql, type Kysely } from 'kysely'
import type { Database } from '../../db/schema.ts'

/** SQL of live events' figures: `live_event_figures` and `live_viewers` (migration 0047). */

type Db = Kysely<Database>

/** Sums and counts come back as numbers or as text (PostgreSQL's bigint), null over no rows. */
const count = (value: number | string | null | undefined) => Number(value ?? 0)

/** The event's figures row, made with the event's website when it has none yet. */
async function ensureFiguresRow(db: Db, eventUid: string): Promise<void> {
  await db
    .insertInto('live_event_figures')
    .columns(['event_uid', 'website_uid'])
    .expression(
      db.selectFrom('live_events').select(['uid', 'website_uid']).where('uid', '=', eventUid),
    )
    .onConflict((conflict) => conflict.column('event_uid').doNothing())
    .execute()
}

export interface IncomingRow {
  bitrate: number | null
  width: number | null
  height: number | null
  frame_rate: number | null
  measured_at: string | null
}

/** What the ingest last measured of the event's incoming stream (all null: nothing comes in). */
export async function writeIncoming(db: Db, eventUid: string, incoming: IncomingRow) {
  await ensureFiguresRow(db, eventUid)
  await db
    .updateTable('live_event_figures')
    .set(incoming)
    .where('event_uid', '=', eventUid)
    .execute()
}

/**
 * A viewer's player fetched a playlist at `at`. Seen again since `windowStart`, the time between
 * counts as watched; later than that, a new interval starts. Two processes writing the same
 * viewer at once: the one that read an older `last_seen_at` writes nothing.
 */
export async function writeViewerSeen(
  db: Db,
  seen: { eventUid: string; websiteUid: string; viewerKey: string; at: string },
  windowStart: string,
): Promise<void> {
  const { eventUid, websiteUid, viewerKey, at } = seen
  const inserted = await db
    .insertInto('live_viewers')
    .values({
      event_uid: eventUid,
      viewer_key: viewerKey,
      website_uid: websiteUid,
      first_seen_at: at,
      last_seen_at: at,
    })
    .onConflict((conflict) => conflict.columns(['event_uid', 'viewer_key']).doNothing())
    .executeTakeFirst()
  if ((inserted.numInsertedOrUpdatedRows ?? 0n) > 0n) return
  const row = await db
    .selectFrom('live_viewers')
    .select('last_seen_at')
    .where('event_uid', '=', eventUid)
    .where('viewer_key', '=', viewerKey)
    .executeTakeFirst()
  if (!row || row.last_seen_at >= at) return
  const seconds =
    row.last_seen_at >= windowStart
      ? (new Date(at).getTime() - new Date(row.last_seen_at).getTime()) / 1000
      : 0
  await db
    .updateTable('live_viewers')
    .set((eb) => ({
      last_seen_at: at,
      watched_seconds: eb('watched_seconds', '+', seconds),
    }))
    .where('event_uid', '=', eventUid)
    .where('viewer_key', '=', viewerKey)
    .where('last_seen_at', '=', row.last_seen_at)
    .execute()
}

/** Viewers whose player fetched a playlist since `since`. */
export async function countViewersSince(db: Db, eventUid: string, since: string) {
  const row = await db
    .selectFrom('live_viewers')
    .select(sql<number | string>`count(*)`.as('viewers'))
    .where('event_uid', '=', eventUid)
    .where('last_seen_at', '>=', since)
    .executeTakeFirstOrThrow()
  return count(row.viewers)
}

/** The peak is `viewers` when they are more than it was. */
export async function raisePeak(db: Db, eventUid: string, viewers: number, at: string) {
  await ensureFiguresRow(db, eventUid)
  await db
    .updateTable('live_event_figures')
    .set({ peak_viewers: viewers, peak_at: at })
    .where('event_uid', '=', eventUid)
    .where('peak_viewers', '<', viewers)
    .execute()
}

/** The event's figures as last written, and its viewers' totals. */
export async function findFigures(db: Db, websiteUid: string, eventUid: string) {
  const [figures, totals] = await Promise.all([
    db
      .selectFrom('live_event_figures')
      .selectAll()
      .where('website_uid', '=', websiteUid)
      .where('event_uid', '=', eventUid)
      .executeTakeFirst(),
    db
      .selectFrom('live_viewers')
      .select([
        sql<number | string>`count(*)`.as('viewers'),
        sql<number | string | null>`sum(watched_seconds)`.as('watched'),
      ])
      .where('website_uid', '=', websiteUid)
      .where('event_uid', '=', eventUid)
      .executeTakeFirstOrThrow(),
  ])
  return { figures, viewers: count(totals.viewers), watchedSeconds: count(totals.watched) }
}

/** The events that went on air in [start, end), the latest first, with their audience. */
export async function findAudiences(
  db: Db,
  websiteUid: string,
  range: { start: string; end: string; limit: number },
) {
  const totals = db
    .selectFrom('live_viewers')
    .select([
      'event_uid',
      sql<number | string>`count(*)`.as('viewers'),
      sql<number | string>`sum(watched_seconds)`.as('watched'),
    ])
    .where('website_uid', '=', websiteUid)
    .groupBy('event_uid')
    .as('totals')
  const rows = await db
    .selectFrom('live_events')
    .leftJoin('live_event_figures', 'live_event_figures.event_uid', 'live_events.uid')
    .leftJoin(totals, 'totals.event_uid', 'live_events.uid')
    .select([
      'live_events.uid',
      'live_events.item_uid',
      'live_events.name',
      'live_events.name_en',
      'live_events.on_air_at',
      'live_event_figures.peak_viewers',
      'totals.viewers',
      'totals.watched',
    ])
    .where('live_events.website_uid', '=', websiteUid)
    .where('live_events.on_air_at', '>=', range.start)
    .where('live_events.on_air_at', '<', range.end)
    .orderBy('live_events.on_air_at', 'desc')
    .orderBy('live_events.uid')
    .limit(range.limit)
    .execute()
  return rows.map((row) => ({
    uid: row.uid,
    itemUid: row.item_uid,
    name: row.name,
    /** '' when the event has no English name. */
    nameEn: row.name_en,
    onAirAt: row.on_air_at!,
    peakViewers: count(row.peak_viewers),
    viewers: count(row.viewers),
    watchedSeconds: count(row.watched),
  }))
}
