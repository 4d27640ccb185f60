import { createHmac } from 'node:crypto'
import type { Kysely } from 'kysely'
import type { AdminLiveFigures } from '../../../contract/schemas/admin-live.ts'
import {
  LIVE_INCOMING_STALE_SECONDS,
  LIVE_VIEWER_WINDOW_SECONDS,
  type LiveStatus,
} from '../../../contract/values/live.ts'
import type { Database } from '../../db/schema.ts'
import { notFound } from '../../errors.ts'
import type { Viewer } from '../auth/viewer.ts'
import { isStaffMember } from '../staff/members/service.ts'
import { requirePermission } from '../staff/permissions.ts'
import { findLiveEvent } from './repo.ts'
import type { LiveScope } from './service.ts'
import {
  countViewersSince,
  findAudiences,
  findFigures,
  raisePeak,
  writeIncoming,
  writeViewerSeen,
  type IncomingRow,
} from './stats-repo.ts'

/**
 * Live events' figures for staff (issue 45 part 6): the incoming stream the ingest measures, the
 * viewers the playlists' delivery sees, and their totals for analytics. Every web process writes
 * what it sees to the database, so any process answers staff with the same figures.
 */

type Db = Kysely<Database>

/** A process writes a viewer's visit at most this often; the window counts viewers far longer. */
const VIEWER_WRITE_MS = 10_000
const windowStart = (now: Date) =>
  new Date(now.getTime() - LIVE_VIEWER_WINDOW_SECONDS * 1000).toISOString()

/** When this process last wrote each viewer (`event uid \n viewer id`): in memory, a throttle only. */
const lastWritten = new Map<string, number>()
let lastSweep = 0

function dueForWrite(key: string, now: number): boolean {
  if (now - lastSweep > LIVE_VIEWER_WINDOW_SECONDS * 1000) {
    for (const [seen, at] of lastWritten) if (now - at > VIEWER_WRITE_MS) lastWritten.delete(seen)
    lastSweep = now
  }
  const last = lastWritten.get(key)
  if (last !== undefined && now - last < VIEWER_WRITE_MS && now >= last) return false
  lastWritten.set(key, now)
  return true
}

/** What the database keeps of a viewer: a keyed hash, so no account uid stays behind. */
const viewerKeyOf = (secret: string, eventUid: string, viewerId: string) =>
  createHmac('sha256', secret)
    .update(`vitrine-live-viewer\n${eventUid}\n${viewerId}`)
    .digest('base64url')
    .slice(0, 32)

/**
 * A viewer's player fetched one of the event's live playlists: it counts as watching now, its
 * watch time grows, and the event's peak follows. Written at most every VIEWER_WRITE_MS per
 * viewer by this process.
 */
export async function seeLiveViewer(
  db: Db,
  seen: {
    secret: string
    websiteUid: string
    eventUid: string
    viewerId: string
    /** The signed-in viewer the address was issued to; staff watching are not the audience. */
    accountUid?: string | null
  },
  now: Date = new Date(),
): Promise<void> {
  const { eventUid, viewerId } = seen
  if (!dueForWrite(`${eventUid}\n${viewerId}`, now.getTime())) return
  if (seen.accountUid && (await isStaffMember(db, seen.websiteUid, seen.accountUid))) return
  const at = now.toISOString()
  const viewerKey = viewerKeyOf(seen.secret, eventUid, viewerId)
  await writeViewerSeen(
    db,
    { eventUid, websiteUid: seen.websiteUid, viewerKey, at },
    windowStart(now),
  )
  await raisePeak(db, eventUid, await countViewersSince(db, eventUid, windowStart(now)), at)
}

/** The incoming stream as the ingest measured it; `null` when its publisher is gone. */
export async function recordIncoming(
  db: Db,
  eventUid: string,
  incoming: Omit<IncomingRow, 'measured_at'> | null,
  now: Date = new Date(),
): Promise<void> {
  await writeIncoming(
    db,
    eventUid,
    incoming
      ? { ...incoming, measured_at: now.toISOString() }
      : { bitrate: null, width: null, height: null, frame_rate: null, measured_at: null },
  )
}

/** GET /live-events/{uid}/figures/: the incoming stream while it comes in, and the audience. */
export async function getLiveFigures(
  scope: LiveScope,
  viewer: Viewer | null,
  uid: string,
  now: Date = new Date(),
): Promise<AdminLiveFigures> {
  requirePermission(viewer, 'catalogue.read')
  const { db, websiteUid } = scope
  const event = await findLiveEvent(db, websiteUid, uid)
  if (!event) throw notFound('No such live event.')
  const status = event.status as LiveStatus
  const [{ figures, viewers, watchedSeconds }, watching] = await Promise.all([
    findFigures(db, websiteUid, uid),
    status === 'ended' ? 0 : countViewersSince(db, uid, windowStart(now)),
  ])
  const staleBefore = now.getTime() - LIVE_INCOMING_STALE_SECONDS * 1000
  const fresh =
    figures?.measured_at &&
    figures.bitrate !== null &&
    new Date(figures.measured_at).getTime() >= staleBefore
  return {
    status,
    incoming:
      fresh && status !== 'ended'
        ? {
            bitrate: figures.bitrate!,
            width: figures.width,
            height: figures.height,
            frame_rate: figures.frame_rate,
            measured_at: figures.measured_at!,
          }
        : null,
    viewers: {
      now: watching,
      peak: figures?.peak_viewers ?? 0,
      peak_at: figures?.peak_at ?? null,
      total: viewers,
      watched_seconds: Math.round(watchedSeconds),
    },
  }
}

/** The website's live events that went on air in [start, end), the latest first (analytics). */
export const findLiveAudiences = (
  db: Db,
  websiteUid: string,
  range: { start: string; end: string; limit: number },
) => findAudiences(db, websiteUid, range)
