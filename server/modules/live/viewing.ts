import type { Kysely } from 'kysely'
import { LIVE_STATUSES, type LiveStatus } from '../../../contract/values/live.ts'
import type { Database } from '../../db/schema.ts'
import type { AccessSubject } from '../access/service.ts'
import type { Viewer } from '../auth/viewer.ts'
import { grantForItems, type PlaybackGrant } from '../media/access-service.ts'
import { START_SECONDS } from '../media/delivery-service.ts'
import { secondsFromNow, signQuery } from '../media/signing.ts'
import type { Website } from '../websites/service.ts'
import { livePath } from './delivery.ts'
import { LIVE_MASTER } from './ingest-packager.ts'
import { findLiveEvent, type LiveEventRow } from './repo.ts'
import { replayStatusOf } from './service.ts'

const WATCHABLE: readonly LiveStatus[] = ['on_air', 'reconnecting']

/** What a viewer gets of a live item, on every channel (its page, its embed). */
export interface LiveViewing {
  event: LiveEventRow
  status: LiveStatus
  grant: PlaybackGrant
  /** The signed master playlist while on air, for a viewer with access; null otherwise. */
  hls: string | null
  /** After the end: the replay on its way, ready, or none (not kept, or not made). */
  replay: 'preparing' | 'ready' | 'none' | null
  /** The replay's media once ready, for a viewer with access. */
  replayMediaUid: string | null
}

/**
 * A live item as the viewer may watch it now: its event's status and, by the item's own access
 * rule, the stream while it is on air and the replay after. Undefined when the item has no event.
 */
export async function viewLiveItem(
  db: Kysely<Database>,
  secret: string,
  website: Website,
  viewer: Viewer | null,
  item: AccessSubject & { content_object_uid: string },
  now: Date = new Date(),
): Promise<LiveViewing | undefined> {
  const event = await findLiveEvent(db, website.uid, item.content_object_uid)
  if (!event) return undefined
  return viewLiveEvent(db, secret, website, viewer, item, event, now)
}

/** viewLiveItem, for a caller that has read the item's event already. */
export async function viewLiveEvent(
  db: Kysely<Database>,
  secret: string,
  website: Website,
  viewer: Viewer | null,
  item: AccessSubject,
  event: LiveEventRow,
  now: Date = new Date(),
): Promise<LiveViewing> {
  const status = LIVE_STATUSES.find((known) => known === event.status) ?? 'waiting'
  const grant = staffOwn(await grantForItems(db, website, viewer, [item], now), viewer)
  let hls: string | null = null
  if (grant.has_access && WATCHABLE.includes(status)) {
    const query = signQuery(secret, {
      scope: { kind: 'live', eventUid: event.uid },
      viewerId: grant.viewerId,
      expires: secondsFromNow(START_SECONDS, now),
    })
    hls = `${livePath(event.uid, LIVE_MASTER)}?${query}`
  }
  let replay: LiveViewing['replay'] = null
  if (status === 'ended') {
    const kept = await replayStatusOf(db, event)
    replay = kept === 'preparing' || kept === 'ready' ? kept : 'none'
  }
  const replayMediaUid = replay === 'ready' && grant.has_access ? event.replay_media_uid : null
  return { event, status, grant, hls, replay, replayMediaUid }
}

/**
 * Staff get addresses of their own even where anyone's would do (a free event): their players
 * are then known by the delivery, which does not count staff among the audience (delivery.ts).
 */
function staffOwn(grant: PlaybackGrant, viewer: Viewer | null): PlaybackGrant {
  return viewer?.staff_role && grant.has_access ? { ...grant, viewerId: viewer.uid } : grant
}
