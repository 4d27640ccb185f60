import { randomUUID } from 'node:crypto'
import type { Kysely } from 'kysely'
import type {
  AdminLiveEvent,
  AdminLiveEventChange,
  AdminLiveEventInput,
  AdminLiveIngest,
} from '../../../contract/schemas/admin-live.ts'
import { UNPUBLISHED_AT } from '../../../contract/values/admin-items.ts'
import {
  LIVE_KEY_GRACE_SECONDS,
  LIVE_RECONNECT_GRACE_SECONDS,
  type LiveStatus,
  type ReplayStatus,
} from '../../../contract/values/live.ts'
import { insertItem } from '../../db/insert.ts'
import type { Database } from '../../db/schema.ts'
import { newUid } from '../../db/uid.ts'
import { HOUR_MS } from '../../lib/time-units.ts'
import { invalidField, notFound } from '../../errors.ts'
import { recordChange } from '../audit-log/service.ts'
import { recordEvent } from '../events/service.ts'
import { requirePermission } from '../staff/permissions.ts'
import type { Viewer } from '../auth/viewer.ts'
import { availableSlug } from '../media/import-service.ts'
import { findImportStatus } from '../media/imports/service.ts'
import {
  claimPublisher,
  countWaitingEventsStarting,
  endAbandoned,
  findLiveEvent,
  findLiveEventByKeyHash,
  findStatuses,
  insertLiveEvent,
  releasePublisher,
  writeEnded,
  writeKey,
  writeOnAir,
  writeReplayReady,
  writeSchedule,
  type LiveEventRow,
} from './repo.ts'
import { keyHash, newKeyNonce, STREAM_KEY_PATTERN, streamKeyOf } from './stream-key.ts'

type Db = Kysely<Database>

/** The staff's side: which website, with the server's secret (stream keys derive from it). */
export interface LiveScope {
  db: Db
  websiteUid: string
  secret: string
}

/**
 * Where the event's replay stands: its own status, except that a replay whose import failed is
 * failed (and preparing again when staff retry that import).
 */
export async function replayStatusOf(db: Db, row: LiveEventRow): Promise<ReplayStatus | null> {
  const status = row.replay_status as ReplayStatus | null
  if (status !== 'preparing' || !row.replay_import_uid) return status
  const imported = await findImportStatus(db, row.website_uid, row.replay_import_uid)
  return imported === 'failed' ? 'failed' : status
}

const toAdmin = async (db: Db, row: LiveEventRow): Promise<AdminLiveEvent> => ({
  uid: row.uid,
  item_uid: row.item_uid,
  name: row.name,
  starts_at: row.starts_at,
  expected_duration: row.expected_duration,
  status: row.status as LiveStatus,
  on_air_at: row.on_air_at,
  ended_at: row.ended_at,
  created_at: row.created_at,
  keep_replay: row.keep_replay === 1,
  replay_status: await replayStatusOf(db, row),
  replay_media_uid: row.replay_media_uid,
})

async function requireEvent(db: Db, websiteUid: string, uid: string): Promise<LiveEventRow> {
  const row = await findLiveEvent(db, websiteUid, uid)
  if (!row) throw notFound('No such live event.')
  return row
}

/**
 * POST /live-events/: a new event and its item, unpublished and public as a new playlist's
 * item starts: staff then price and publish it as any item. Written with its audit entry.
 */
export async function createLiveEvent(
  scope: LiveScope,
  viewer: Viewer | null,
  input: AdminLiveEventInput,
): Promise<AdminLiveEvent> {
  const staff = requirePermission(viewer, 'catalogue.edit')
  const name = input.name.trim()
  if (name === '') throw invalidField('name', 'This field may not be blank.')
  const startsAt = new Date(input.starts_at)
  if (Number.isNaN(startsAt.getTime())) throw invalidField('starts_at', 'Not a valid date.')
  const { db, websiteUid } = scope
  return db.transaction().execute(async (trx) => {
    const uid = newUid()
    const itemUid = newUid()
    const nonce = newKeyNonce()
    await insertLiveEvent(trx, {
      uid,
      website_uid: websiteUid,
      item_uid: itemUid,
      name,
      starts_at: startsAt.toISOString(),
      expected_duration: input.expected_duration,
      stream_key_nonce: nonce,
      stream_key_hash: keyHash(streamKeyOf(scope.secret, nonce)),
      created_at: new Date().toISOString(),
      keep_replay: input.keep_replay === false ? 0 : 1,
    })
    await insertItem(trx, websiteUid, {
      uid: itemUid,
      slug: await availableSlug(trx, websiteUid, name),
      contentObjectType: 'live',
      contentObjectUid: uid,
      publishedAt: UNPUBLISHED_AT,
      visibilityType: 'public',
    })
    const after = await toAdmin(trx, await requireEvent(trx, websiteUid, uid))
    await recordChange(
      trx,
      { websiteUid, staffUserUid: staff.uid },
      { action: 'create', resource: 'live_event', recordUid: uid, before: null, after },
    )
    return after
  })
}

/**
 * PATCH /live-events/{uid}/: a new start time or expected length, while it has not ended (an
 * ended event's times are what happened). Audited.
 */
export async function changeLiveEvent(
  scope: LiveScope,
  viewer: Viewer | null,
  uid: string,
  change: AdminLiveEventChange,
): Promise<AdminLiveEvent> {
  const staff = requirePermission(viewer, 'catalogue.edit')
  const { db, websiteUid } = scope
  return db.transaction().execute(async (trx) => {
    const before = await toAdmin(trx, await requireEvent(trx, websiteUid, uid))
    if (before.status === 'ended') {
      throw invalidField('starts_at', 'This live event has ended: its times stay as they were.')
    }
    const startsAt = change.starts_at === undefined ? null : new Date(change.starts_at)
    if (startsAt && Number.isNaN(startsAt.getTime())) {
      throw invalidField('starts_at', 'Not a valid date.')
    }
    await writeSchedule(trx, websiteUid, uid, {
      starts_at: startsAt?.toISOString() ?? before.starts_at,
      expected_duration: change.expected_duration ?? before.expected_duration,
      keep_replay: (change.keep_replay ?? before.keep_replay) ? 1 : 0,
    })
    const after = await toAdmin(trx, await requireEvent(trx, websiteUid, uid))
    await recordChange(
      trx,
      { websiteUid, staffUserUid: staff.uid },
      { action: 'update', resource: 'live_event', recordUid: uid, before, after },
    )
    return after
  })
}

/** GET /live-events/{uid}/ */
export async function getLiveEvent(
  scope: LiveScope,
  viewer: Viewer | null,
  uid: string,
): Promise<AdminLiveEvent> {
  requirePermission(viewer, 'catalogue.read')
  return toAdmin(scope.db, await requireEvent(scope.db, scope.websiteUid, uid))
}

/**
 * GET /live-events/{uid}/ingest/: where to publish and with what key. Whoever has the key puts
 * pictures before the event's customers, so it is for staff who may publish.
 */
export async function getLiveIngest(
  scope: LiveScope,
  viewer: Viewer | null,
  uid: string,
  rtmpUrl: string,
): Promise<AdminLiveIngest> {
  requirePermission(viewer, 'catalogue.publish')
  const row = await requireEvent(scope.db, scope.websiteUid, uid)
  return { rtmp_url: rtmpUrl, stream_key: streamKeyOf(scope.secret, row.stream_key_nonce) }
}

/**
 * POST /live-events/{uid}/ingest/regenerate/: a new key; the old one opens nothing more (a
 * publisher already on air stays until it drops). Audited, without the keys.
 */
export async function regenerateLiveKey(
  scope: LiveScope,
  viewer: Viewer | null,
  uid: string,
  rtmpUrl: string,
): Promise<AdminLiveIngest> {
  const staff = requirePermission(viewer, 'catalogue.publish')
  const { db, websiteUid } = scope
  return db.transaction().execute(async (trx) => {
    const before = await toAdmin(trx, await requireEvent(trx, websiteUid, uid))
    const nonce = newKeyNonce()
    const key = streamKeyOf(scope.secret, nonce)
    await writeKey(trx, websiteUid, uid, { nonce, hash: keyHash(key) })
    await recordChange(
      trx,
      { websiteUid, staffUserUid: staff.uid },
      {
        action: 'update',
        resource: 'live_event',
        recordUid: uid,
        before: { ...before, stream_key: 'previous' },
        after: { ...before, stream_key: 'regenerated' },
      },
    )
    return { rtmp_url: rtmpUrl, stream_key: key }
  })
}

/** POST /live-events/{uid}/end/: the event is over; its key opens nothing more. Audited. */
export async function endLiveEvent(
  scope: LiveScope,
  viewer: Viewer | null,
  uid: string,
): Promise<AdminLiveEvent> {
  const staff = requirePermission(viewer, 'catalogue.publish')
  const { db, websiteUid } = scope
  return db.transaction().execute(async (trx) => {
    const before = await toAdmin(trx, await requireEvent(trx, websiteUid, uid))
    await writeEnded(trx, uid, new Date().toISOString(), staff.uid)
    const after = await toAdmin(trx, await requireEvent(trx, websiteUid, uid))
    await recordChange(
      trx,
      { websiteUid, staffUserUid: staff.uid },
      { action: 'update', resource: 'live_event', recordUid: uid, before, after },
    )
    return after
  })
}

// ---- The ingest's side (ingest-rtmp.ts, and nginx's on_publish) ----

/** Why a publisher is turned away. */
export type PublishRefusal = 'unknown_key' | 'ended' | 'expired' | 'busy'

/** When an event's key stops opening the ingest, if it never went on air. */
const keyExpiry = (row: LiveEventRow) =>
  new Date(row.starts_at).getTime() + (row.expected_duration + LIVE_KEY_GRACE_SECONDS) * 1000

/** What a stream key opens now: the event, or why not. Nothing is written. */
export async function checkStreamKey(
  db: Db,
  key: string,
  now: Date = new Date(),
): Promise<{ event: LiveEventRow } | { refusal: PublishRefusal }> {
  if (!STREAM_KEY_PATTERN.test(key)) return { refusal: 'unknown_key' }
  const event = await findLiveEventByKeyHash(db, keyHash(key))
  if (!event) return { refusal: 'unknown_key' }
  if (event.status === 'ended') return { refusal: 'ended' }
  if (event.status === 'reconnecting' && event.publisher_gone_at) {
    const gone = new Date(event.publisher_gone_at).getTime()
    if (now.getTime() - gone > LIVE_RECONNECT_GRACE_SECONDS * 1000) return { refusal: 'ended' }
  }
  if (event.status === 'waiting' && now.getTime() > keyExpiry(event)) {
    return { refusal: 'expired' }
  }
  if (event.publisher_id) return { refusal: 'busy' }
  return { event }
}

/** A publisher with this key takes the event, or is told why not. */
export async function acceptPublisher(
  db: Db,
  key: string,
  now: Date = new Date(),
): Promise<{ event: LiveEventRow; publisherId: string } | { refusal: PublishRefusal }> {
  const checked = await checkStreamKey(db, key, now)
  if ('refusal' in checked) return checked
  const publisherId = randomUUID()
  if (!(await claimPublisher(db, checked.event.uid, publisherId))) return { refusal: 'busy' }
  return { event: checked.event, publisherId }
}

/** The publisher's first segment is written: viewers can watch. */
export async function publisherOnAir(
  db: Db,
  eventUid: string,
  publisherId: string,
  now = new Date(),
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const started = await writeOnAir(trx, eventUid, publisherId, now.toISOString())
    // The first time only: a publisher back after a break starts nothing (webhooks' live.started).
    if (started) {
      const { website_uid: websiteUid, uid, item_uid, name, starts_at, on_air_at } = started
      const data = { live_event_uid: uid, item_uid, name, starts_at, on_air_at }
      await recordEvent(trx, websiteUid, 'live.started', data, now)
    }
  })
}

/** The import `importUid` made the media: the replay of the event it was for is ready. */
export const attachReplay = (db: Db, importUid: string, mediaUid: string) =>
  writeReplayReady(db, importUid, mediaUid)

/** The publisher went away: the event waits LIVE_RECONNECT_GRACE_SECONDS for it. */
export const publisherGone = (db: Db, eventUid: string, publisherId: string, now = new Date()) =>
  releasePublisher(db, eventUid, publisherId, now.toISOString())

/** Ends the events whose publisher did not come back in time; their uids. */
export function endAbandonedEvents(db: Db, now: Date = new Date()): Promise<string[]> {
  const goneBefore = new Date(now.getTime() - LIVE_RECONNECT_GRACE_SECONDS * 1000)
  return endAbandoned(db, goneBefore.toISOString(), now.toISOString())
}

/** Which of these events are over (ended by staff, or abandoned). */
export async function endedAmong(db: Db, eventUids: string[]): Promise<Set<string>> {
  const statuses = await findStatuses(db, eventUids)
  return new Set(eventUids.filter((uid) => statuses.get(uid) === 'ended'))
}

/** How many of the website's live events wait to start within `hours` of `now` (a to-do). */
export function countLiveEventsStartingSoon(
  db: Db,
  websiteUid: string,
  hours: number,
  now: Date = new Date(),
): Promise<number> {
  const to = new Date(now.getTime() + hours * HOUR_MS)
  return countWaitingEventsStarting(db, websiteUid, now.toISOString(), to.toISOString())
}
