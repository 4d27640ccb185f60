import type { ExpressionBuilder, Kysely, Selectable } from 'kysely'
import type { Database, LiveEventTable } from '../../db/schema.ts'

/** SQL of the live module: its own table, `live_events`, only. */

type Db = Kysely<Database>
export type LiveEventRow = Selectable<LiveEventTable>

export async function insertLiveEvent(
  db: Db,
  row: Pick<
    LiveEventRow,
    | 'uid'
    | 'website_uid'
    | 'item_uid'
    | 'name'
    | 'starts_at'
    | 'expected_duration'
    | 'stream_key_nonce'
    | 'stream_key_hash'
    | 'created_at'
  > & { keep_replay?: number },
): Promise<void> {
  await db.insertInto('live_events').values(row).execute()
}

export function findLiveEvent(db: Db, websiteUid: string, uid: string) {
  return db
    .selectFrom('live_events')
    .selectAll()
    .where('website_uid', '=', websiteUid)
    .where('uid', '=', uid)
    .executeTakeFirst()
}

/**
 * The event a stream key opens, whatever its website: the key alone names it (a publisher, or
 * nginx's on_publish, knows nothing else).
 */
export function findLiveEventByKeyHash(db: Db, hash: string) {
  return db
    .selectFrom('live_events')
    .selectAll()
    .where('stream_key_hash', '=', hash)
    .executeTakeFirst()
}

export async function writeKey(
  db: Db,
  websiteUid: string,
  uid: string,
  key: { nonce: string; hash: string },
): Promise<void> {
  await db
    .updateTable('live_events')
    .set({ stream_key_nonce: key.nonce, stream_key_hash: key.hash })
    .where('website_uid', '=', websiteUid)
    .where('uid', '=', uid)
    .execute()
}

/** When the event starts and how long it is expected to last. */
export async function writeSchedule(
  db: Db,
  websiteUid: string,
  uid: string,
  schedule: Pick<LiveEventRow, 'starts_at' | 'expected_duration'> & { keep_replay?: number },
): Promise<void> {
  await db
    .updateTable('live_events')
    .set(schedule)
    .where('website_uid', '=', websiteUid)
    .where('uid', '=', uid)
    .execute()
}

/**
 * The replay's status an event gets as it ends: none when it never went on air (nothing was
 * recorded), else preparing, or not_kept by staff's choice.
 */
const replayStatusAtEnd = (eb: ExpressionBuilder<Database, 'live_events'>) =>
  eb
    .case()
    .when('on_air_at', 'is', null)
    .then(eb.val<string | null>(null))
    .when('keep_replay', '=', 1)
    .then('preparing')
    .else('not_kept')
    .end()

/** Ends the event (by `staffUid`); true when it was not over already. */
export async function writeEnded(
  db: Db,
  uid: string,
  at: string,
  staffUid: string | null = null,
): Promise<boolean> {
  const result = await db
    .updateTable('live_events')
    .set((eb) => ({
      status: 'ended',
      ended_at: at,
      publisher_id: null,
      ended_by_uid: staffUid,
      replay_status: replayStatusAtEnd(eb),
    }))
    .where('uid', '=', uid)
    .where('status', '!=', 'ended')
    .executeTakeFirst()
  return result.numUpdatedRows > 0n
}

/**
 * Takes the event for one publisher: only when nobody publishes on it and it is not over, so of
 * two publishers on the same key exactly one gets it, on any number of processes.
 */
export async function claimPublisher(db: Db, uid: string, publisherId: string): Promise<boolean> {
  const result = await db
    .updateTable('live_events')
    .set({ publisher_id: publisherId, publisher_gone_at: null })
    .where('uid', '=', uid)
    .where('publisher_id', 'is', null)
    .where('status', '!=', 'ended')
    .executeTakeFirst()
  return result.numUpdatedRows > 0n
}

/**
 * The publisher's first segment exists: the event is on air (again). Answers the event when this
 * is the first time it goes on air, undefined otherwise.
 */
export async function writeOnAir(db: Db, uid: string, publisherId: string, at: string) {
  const before = await db
    .selectFrom('live_events')
    .select(['on_air_at'])
    .where('uid', '=', uid)
    .executeTakeFirst()
  await db
    .updateTable('live_events')
    .set((eb) => ({
      status: 'on_air',
      on_air_at: eb.fn.coalesce('on_air_at', eb.val(at)),
    }))
    .where('uid', '=', uid)
    .where('publisher_id', '=', publisherId)
    .where('status', 'in', ['waiting', 'reconnecting'])
    .execute()
  if (!before || before.on_air_at !== null) return undefined
  return db
    .selectFrom('live_events')
    .select(['uid', 'website_uid', 'item_uid', 'name', 'starts_at', 'on_air_at'])
    .where('uid', '=', uid)
    .where('on_air_at', 'is not', null)
    .executeTakeFirst()
}

/**
 * The publisher went away: an event that was on air waits for it (reconnecting), one that never
 * went on air waits for a publisher again.
 */
export async function releasePublisher(db: Db, uid: string, publisherId: string, at: string) {
  await db
    .updateTable('live_events')
    .set((eb) => ({
      publisher_id: null,
      publisher_gone_at: at,
      status: eb
        .case()
        .when('status', '=', 'ended')
        .then('ended')
        .when('on_air_at', 'is', null)
        .then('waiting')
        .else('reconnecting')
        .end(),
    }))
    .where('uid', '=', uid)
    .where('publisher_id', '=', publisherId)
    .execute()
}

/** Ends the events whose publisher has been gone since before `goneBefore`; their uids. */
export async function endAbandoned(db: Db, goneBefore: string, at: string): Promise<string[]> {
  const rows = await db
    .updateTable('live_events')
    .set((eb) => ({ status: 'ended', ended_at: at, replay_status: replayStatusAtEnd(eb) }))
    .where('status', '=', 'reconnecting')
    .where('publisher_id', 'is', null)
    .where('publisher_gone_at', '<', goneBefore)
    .returning('uid')
    .execute()
  return rows.map((row) => row.uid)
}

/** The status of events, by uid (the ingest checks its publishers' events are not over). */
export async function findStatuses(db: Db, uids: string[]): Promise<Map<string, string>> {
  if (uids.length === 0) return new Map()
  const rows = await db
    .selectFrom('live_events')
    .select(['uid', 'status'])
    .where('uid', 'in', uids)
    .execute()
  return new Map(rows.map((row) => [row.uid, row.status]))
}

// ---- The replay (replay.ts) ----

/** Any website's event, by uid: the ingest knows an event by the folder it recorded into. */
export function findLiveEventByUid(db: Db, uid: string) {
  return db.selectFrom('live_events').selectAll().where('uid', '=', uid).executeTakeFirst()
}

/**
 * Ended events whose live HLS is due for deletion: ended by `endedBefore`, their replay settled
 * (`settled`) or never wanted, not deleted yet; a batch at a time.
 */
export function findEventsWithHlsToDrop(db: Db, endedBefore: string, settled: string[]) {
  return db
    .selectFrom('live_events')
    .select('uid')
    .where('status', '=', 'ended')
    .where('ended_at', '<=', endedBefore)
    .where('hls_dropped_at', 'is', null)
    .where((eb) => eb.or([eb('replay_status', 'is', null), eb('replay_status', 'in', settled)]))
    .orderBy('ended_at')
    .limit(HLS_DROP_BATCH)
    .execute()
}

const HLS_DROP_BATCH = 20

/** The event's live HLS is deleted. */
export async function writeHlsDropped(db: Db, uid: string, at: string): Promise<void> {
  await db
    .updateTable('live_events')
    .set({ hls_dropped_at: at })
    .where('uid', '=', uid)
    .where('hls_dropped_at', 'is', null)
    .execute()
}

/** Takes the hand-over of an ended event's recording to `importUid`; false when taken already. */
export async function claimReplay(db: Db, uid: string, importUid: string): Promise<boolean> {
  const result = await db
    .updateTable('live_events')
    .set({ replay_import_uid: importUid })
    .where('uid', '=', uid)
    .where('status', '=', 'ended')
    .where('replay_status', '=', 'preparing')
    .where('replay_import_uid', 'is', null)
    .executeTakeFirst()
  return result.numUpdatedRows > 0n
}

export async function writeReplayFailed(db: Db, uid: string): Promise<void> {
  await db
    .updateTable('live_events')
    .set({ replay_status: 'failed' })
    .where('uid', '=', uid)
    .where('replay_status', '=', 'preparing')
    .execute()
}

/** The import `importUid` made the media: the replay of the event it was for is ready. */
export async function writeReplayReady(db: Db, importUid: string, mediaUid: string) {
  await db
    .updateTable('live_events')
    .set({ replay_status: 'ready', replay_media_uid: mediaUid })
    .where('replay_import_uid', '=', importUid)
    .execute()
}

/** Where the event's picture is stored; null: none. */
export async function writeThumbnail(
  db: Db,
  websiteUid: string,
  uid: string,
  thumbnail: string | null,
): Promise<void> {
  await db
    .updateTable('live_events')
    .set({ thumbnail })
    .where('website_uid', '=', websiteUid)
    .where('uid', '=', uid)
    .execute()
}

/** How many of the website's live events wait to go on air, planned from `from` to before `to`. */
export async function countWaitingEventsStarting(
  db: Db,
  websiteUid: string,
  from: string,
  to: string,
): Promise<number> {
  const row = await db
    .selectFrom('live_events')
    .select((eb) => eb.fn.countAll<number | string>().as('total'))
    .where('website_uid', '=', websiteUid)
    .where('status', '=', 'waiting')
    .where('starts_at', '>=', from)
    .where('starts_at', '<', to)
    .executeTakeFirstOrThrow()
  return Number(row.total)
}
