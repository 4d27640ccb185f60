import { text } from 'node:stream/consumers'
import { notFound } from '../../errors.ts'
import { contentTypeOf } from '../media/content-types.ts'
import { signPlaylist } from '../media/playlist-rewrite.ts'
import { authorize, type DeliveryRequest } from '../media/delivery-service.ts'
import { ANONYMOUS_VIEWER, signQuery } from '../media/signing.ts'
import type { StoredObject } from '../media/store.ts'
import { LIVE_MASTER, liveKey } from './ingest-packager.ts'
import { findLiveEvent } from './repo.ts'
import { seeLiveViewer } from './stats-service.ts'

/**
 * Live HLS delivery (issue 45), on the rules of VOD's (media/delivery-service.ts): every
 * playlist and segment only on an address signed for the viewer the access check allowed, and
 * only to that viewer (token or playback cookie). Playlists come back with every address inside
 * signed: the master's variants for the whole event, each variant's segments for ten minutes
 * (a live variant is fetched again every few seconds). A playlist fetched counts its viewer as
 * watching (stats-service.ts), unless they are the site's staff (their own addresses say who they
 * are: viewing.ts).
 */

export const LIVE_PATH = /^(?:master\.m3u8|(?:source|480p)\/(?:index\.m3u8|seg-\d{5,9}\.ts))$/

export const livePath = (eventUid: string, rest: string) =>
  `/media/live/${encodeURIComponent(eventUid)}/${rest}`

const TEN_MINUTES = 600
const roundUp = (seconds: number) => Math.ceil(seconds / TEN_MINUTES) * TEN_MINUTES

/** Expiry (unix seconds) of a master playlist's variants: the event's end, an hour past. */
export function liveExpiry(event: { starts_at: string; expected_duration: number }, now: Date) {
  const end = new Date(event.starts_at).getTime() / 1000 + event.expected_duration
  return roundUp(Math.max(now.getTime() / 1000, end) + 3600)
}

export type LiveDelivery =
  | { kind: 'playlist'; body: string }
  | { kind: 'object'; key: string; object: StoredObject; contentType: string; expires: number }

/**
 * A live file for a signed address. `client` (address and browser) tells apart the viewers of
 * addresses issued to anyone, to count them (never kept as such: stats-service.ts hashes it).
 */
export async function deliverLive(
  request: DeliveryRequest,
  eventUid: string,
  rest: string,
  client = '',
): Promise<LiveDelivery> {
  if (!LIVE_PATH.test(rest)) throw notFound('No such live file.')
  const scope = { kind: 'live' as const, eventUid }
  const now = request.now ?? new Date()
  const { viewerId } = authorize(request, scope)
  const key = liveKey(eventUid, rest)
  const object = await request.store.stat(key)
  if (!object) throw notFound('No such live file.')
  // Segments and variant playlists, asked for every few seconds by every viewer, need nothing
  // from the database: the signature names the event. The master, asked once, checks the event
  // is this website's and takes its expiry from the event's times.
  if (!rest.endsWith('.m3u8')) {
    return {
      kind: 'object',
      key,
      object,
      contentType: contentTypeOf(key),
      expires: Number(request.query.e),
    }
  }
  const anyone = viewerId === ANONYMOUS_VIEWER
  const watcher = anyone ? `${viewerId}\n${client}` : viewerId
  const seen = { secret: request.secret, websiteUid: request.website.uid, eventUid }
  await seeLiveViewer(
    request.db,
    { ...seen, viewerId: watcher, accountUid: anyone ? null : viewerId },
    now,
  )
  let expires = roundUp(now.getTime() / 1000 + TEN_MINUTES)
  if (rest === LIVE_MASTER) {
    const event = await findLiveEvent(request.db, request.website.uid, eventUid)
    if (!event) throw notFound('No such live event.')
    expires = liveExpiry(event, now)
  }
  const query = signQuery(request.secret, { scope, viewerId, expires })
  return { kind: 'playlist', body: signPlaylist(await text(request.store.open(key)), query) }
}
