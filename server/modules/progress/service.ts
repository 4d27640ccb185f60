import type { Kysely } from 'kysely'
import type { Database } from '../../db/schema.ts'
import type {
  ContinueWatchingEntry,
  ProgressReceipt,
  ProgressReport,
  WatchHistoryPage,
  WatchHistoryQuery,
} from '../../../contract/schemas/progress.ts'
import {
  CONTINUE_WATCHING_MAX_ITEMS,
  WATCH_HISTORY_PAGE_SIZE,
  FINISHED_SHARE,
  POSITION_SLACK_SECONDS,
  PROGRESS_MIN_WRITE_SECONDS,
} from '../../../contract/values/progress.ts'
import { forbidden, invalidField, notFound, unauthorized } from '../../errors.ts'
import { findViewer, type Viewer } from '../auth/viewer.ts'
import { buildItems, type Caller } from '../catalogue/item-builder.ts'
import { findItemByUid, findItemsByUid } from '../catalogue/item-service.ts'
import { isPublishedFor, publishedBy } from '../access/publication.ts'
import { grantForItems } from '../media/access-service.ts'
import { findMediaSummaries, findPlaylistMediaUids } from '../media/service.ts'
import {
  clearPositions,
  deletePosition,
  findHistoryPage,
  findPosition,
  findRecentPositions,
  insertViewerEvent,
  sumWatchedSeconds,
  writePosition,
} from './repo.ts'

type ProgressCaller = Caller & { viewer: Viewer }

/** Fastest playback speed a player offers: watch time between two reports never exceeds it. */
const FASTEST_SPEED = 2

/** The item (published for the viewer) and the length of its media, or a 404. */
async function findPlayed(caller: ProgressCaller, mediaUid: string, itemUid: string) {
  const { db, website, viewer } = caller
  const item = await findItemByUid(db, website.uid, itemUid)
  if (!item || !isPublishedFor(item.published_at, viewer, caller.now)) {
    throw notFound('Item not found.')
  }
  const medias =
    item.content_object_type === 'media'
      ? [item.content_object_uid]
      : await findPlaylistMediaUids(db, website.uid, item.content_object_uid)
  const [media] = medias.includes(mediaUid)
    ? await findMediaSummaries(db, website.uid, [mediaUid])
    : []
  if (!media) throw notFound('Media not found.')
  return { item, media }
}

/** Whole seconds, within [0, limit]. */
const clampSeconds = (value: number, limit: number) =>
  Math.max(0, Math.min(Math.floor(value), limit))

/**
 * PUT /me/progress/{media}/: keeps where the viewer is in a media they may watch, and appends a
 * viewer event — unless the last write on that media is under PROGRESS_MIN_WRITE_SECONDS old,
 * when the report is left out (`recorded: false`): a player reports every 10 seconds at most,
 * and the server holds every client to that, whatever it sends.
 */
export async function recordProgress(
  caller: ProgressCaller,
  mediaUid: string,
  report: ProgressReport,
): Promise<ProgressReceipt> {
  const { db, website, viewer } = caller
  const now = caller.now ?? new Date()
  const { item, media } = await findPlayed(caller, mediaUid, report.item_uid)
  // The catalogue's length is the truth; the player's only stands in for a media without one.
  const duration = Math.floor(media.duration > 0 ? media.duration : report.duration)
  if (report.position < 0) throw invalidField('position', 'Must be 0 or more.')
  if (duration > 0 && report.position > duration + POSITION_SLACK_SECONDS) {
    throw invalidField('position', `Must not pass the media's length (${duration} s).`)
  }
  if (!(await grantForItems(db, website, viewer, [item], now)).has_access) {
    throw forbidden('You may not watch this media.')
  }
  const position = clampSeconds(report.position, duration > 0 ? duration : report.position)
  const finished =
    report.kind === 'completed' ||
    (report.kind !== 'started' && duration > 0 && position >= duration * FINISHED_SHARE)
  const at = now.toISOString()
  const recorded = await db.transaction().execute(async (trx) => {
    const previous = await findPosition(trx, website.uid, viewer.uid, mediaUid)
    const written = await writePosition(trx, {
      websiteUid: website.uid,
      userUid: viewer.uid,
      mediaUid,
      itemUid: item.uid,
      position,
      duration,
      finished,
      kind: report.kind,
      at,
      writtenBefore: new Date(now.getTime() - PROGRESS_MIN_WRITE_SECONDS * 1000).toISOString(),
    })
    if (!written) return false
    await insertViewerEvent(trx, {
      websiteUid: website.uid,
      userUid: viewer.uid,
      itemUid: item.uid,
      mediaUid,
      kind: report.kind,
      secondsWatched: secondsWatched(report.kind, position, previous, now),
      at,
    })
    return true
  })
  return { recorded }
}

/**
 * Seconds played since the previous report: the position's advance, but never more than the
 * time that passed at the fastest speed (a seek forward is not watching); none at a start.
 */
function secondsWatched(
  kind: string,
  position: number,
  previous: { position: number; updated_at: string } | undefined,
  now: Date,
): number {
  if (kind === 'started' || !previous) return 0
  const elapsed = (now.getTime() - Date.parse(previous.updated_at)) / 1000
  return clampSeconds(position - previous.position, Math.ceil(elapsed * FASTEST_SPEED))
}

/** The beacon's report: the viewer is the one its token names, on this website. */
export async function recordBeaconProgress(
  caller: Caller,
  beacon: ProgressReport & { media_uid: string; token: string },
): Promise<ProgressReceipt> {
  const viewer = await findViewer(caller.db, caller.website.uid, beacon.token)
  if (!viewer) throw unauthorized()
  return recordProgress({ ...caller, viewer }, beacon.media_uid, beacon)
}

/** The items, as the viewer sees them now, by uid: those not published for them are left out. */
async function itemsByUid(caller: ProgressCaller, uids: string[]) {
  const rows = (await findItemsByUid(caller.db, caller.website.uid, [...new Set(uids)])).filter(
    (row) => isPublishedFor(row.published_at, caller.viewer, caller.now),
  )
  return new Map((await buildItems(caller, rows)).map((item) => [item.uid, item]))
}

/**
 * GET /me/continue-watching/: what the viewer started and has not finished, most recent first,
 * one entry per item (a playlist at the media played last), each item as they see it now.
 */
export async function getContinueWatching(
  caller: ProgressCaller,
): Promise<ContinueWatchingEntry[]> {
  const { db, website, viewer } = caller
  // A playlist's finished medias come back too; five rows an entry leaves room for them.
  const rows = await findRecentPositions(
    db,
    website.uid,
    viewer.uid,
    CONTINUE_WATCHING_MAX_ITEMS * 5,
  )
  const latest = new Map<string, (typeof rows)[number]>()
  for (const row of rows) if (!latest.has(row.item_uid)) latest.set(row.item_uid, row)
  const started = [...latest.values()]
    .filter((row) => !row.finished)
    .slice(0, CONTINUE_WATCHING_MAX_ITEMS)
  const items = await itemsByUid(
    caller,
    started.map((row) => row.item_uid),
  )
  return started.flatMap((row) => {
    const item = items.get(row.item_uid)
    if (!item) return []
    const { media_uid, position, duration, updated_at } = row
    return [{ item, media_uid, position, duration, updated_at }]
  })
}

/** DELETE /me/progress/: forgets where the viewer was in everything. */
export async function clearProgress(caller: ProgressCaller): Promise<void> {
  await clearPositions(caller.db, caller.website.uid, caller.viewer.uid)
}

/**
 * GET /me/history/: every media the viewer played on the website, most recent first, finished or
 * not, with the item it was played through as they see it now; a page at a time.
 */
export async function getWatchHistory(
  caller: ProgressCaller,
  query: WatchHistoryQuery,
): Promise<WatchHistoryPage> {
  const { db, website, viewer } = caller
  const { count, rows } = await findHistoryPage(
    db,
    { websiteUid: website.uid, userUid: viewer.uid, publishedBy: publishedBy(viewer, caller.now) },
    { limit: query.limit ?? WATCH_HISTORY_PAGE_SIZE, offset: query.offset ?? 0 },
  )
  const items = await itemsByUid(
    caller,
    rows.map((row) => row.item_uid),
  )
  const results = rows.flatMap((row) => {
    const item = items.get(row.item_uid)
    if (!item) return []
    const { media_uid, media_name, position, duration, updated_at } = row
    const finished = Boolean(row.finished)
    return [{ item, media_uid, media_name, position, duration, finished, watched_at: updated_at }]
  })
  return { count, results }
}

/** DELETE /me/progress/{media}/: takes one media out of the viewer's history (404 if not in it). */
export async function forgetProgress(caller: ProgressCaller, mediaUid: string): Promise<void> {
  if (!(await deletePosition(caller.db, caller.website.uid, caller.viewer.uid, mediaUid))) {
    throw notFound('Media not found in the watch history.')
  }
}

/** Seconds of medias the website's viewers watched from `start` to before `end` (ISO 8601). */
export const watchedSecondsBetween = (
  db: Kysely<Database>,
  websiteUid: string,
  start: string,
  end: string,
) => sumWatchedSeconds(db, websiteUid, start, end)
