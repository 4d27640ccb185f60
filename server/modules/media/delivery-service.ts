import { text } from 'node:stream/consumers'
import path from 'node:path'
import type { Kysely } from 'kysely'
import { DOWNLOAD_LINK_SECONDS } from '../../../contract/values/limits.ts'
import type { Database } from '../../db/schema.ts'
import { forbidden, notFound, unauthorized } from '../../errors.ts'
import { loginForced, type Website } from '../websites/service.ts'
import { STREAM_PATH } from './addresses.ts'
import { streamKey } from './caption-tracks.ts'
import { findAsset, findFile } from './repo.ts'
import { contentTypeOf } from './content-types.ts'
import { signPlaylist } from './playlist-rewrite.ts'
import { presignedObjectAddress, presignPlaylist, servesItself } from './presigned-delivery.ts'
import { ANONYMOUS_VIEWER, signQuery, verifyQuery, type SignedScope } from './signing.ts'
import type { MediaStore, StoredObject } from './store.ts'
import { mayUse, type PresentedViewers } from './viewer-proof.ts'

/** Seconds a player has to start from a freshly issued address. */
export const START_SECONDS = 600
/** Seconds a download link stays valid. */
export const FILE_SECONDS = DOWNLOAD_LINK_SECONDS
/** Seconds the addresses inside a stream stay valid: the whole media, pauses included. */
export const streamSeconds = (duration: number) => Math.max(3600, Math.ceil(duration) + 1800)
/**
 * Expiry (unix seconds) of the addresses inside a master playlist fetched at `now`. Rounded up to
 * ten minutes so the embed page can predict them and preload the first variant and segment.
 */
export const streamExpiry = (duration: number, now: Date = new Date()) =>
  Math.ceil((Math.floor(now.getTime() / 1000) + streamSeconds(duration)) / 600) * 600

/** Everything a delivery decision needs about the request. */
export interface DeliveryRequest {
  db: Kysely<Database>
  store: MediaStore
  secret: string
  website: Website
  presented: PresentedViewers
  query: { v?: string; e?: string; s?: string }
  now?: Date
}

/**
 * What to answer: a rewritten playlist, a stored object to stream (with ranges), or, from a store
 * that serves objects itself (S3), a redirect to the object's presigned address.
 */
export type Delivery =
  | { kind: 'playlist'; body: string; expires: number }
  | { kind: 'redirect'; location: string; expires: number }
  | {
      kind: 'object'
      key: string
      object: StoredObject
      contentType: string
      expires: number
      downloadName?: string
    }

/** The Content-Type of a stored media file (content-types.ts), kept here for its callers. */
export { contentTypeOf }

/** A signed address's check: its signature, the forced login, the viewer it was issued to. */
export function authorize(request: DeliveryRequest, scope: SignedScope) {
  const verdict = verifyQuery(request.secret, scope, request.query, request.now)
  if ('problem' in verdict) {
    throw forbidden(
      verdict.problem === 'expired'
        ? 'This media address has expired.'
        : 'This media address is not valid.',
    )
  }
  // Addresses for anyone are never issued there (access-service.ts): one issued before the site
  // began forcing login, or copied out of it, opens nothing.
  if (verdict.viewerId === ANONYMOUS_VIEWER && loginForced(request.website)) {
    throw unauthorized('This website is for its members: sign in to watch its videos.')
  }
  if (!mayUse(verdict.viewerId, request.presented)) {
    throw forbidden('This media address was issued to another viewer.')
  }
  return { viewerId: verdict.viewerId, expires: Number(request.query.e) }
}

/**
 * Something under a media's stream, for a signed address: playlists come back with every address
 * inside signed for the same viewer; a master playlist's variants stay valid for the whole media.
 */
export async function deliverStream(
  request: DeliveryRequest,
  mediaUid: string,
  rest: string,
): Promise<Delivery> {
  if (!STREAM_PATH.test(rest)) throw notFound('No such media file.')
  const { viewerId, expires } = authorize(request, { kind: 'stream', mediaUid })
  const asset = await findAsset(request.db, request.website.uid, mediaUid)
  if (!asset) throw notFound('This media has no renditions.')
  const key = streamKey(asset, rest)
  const object = await request.store.stat(key)
  if (!object) throw notFound('No such media file.')
  const now = request.now ?? new Date()
  const { store } = request
  if (!rest.endsWith('.m3u8')) {
    if (servesItself(store)) {
      const location = await presignedObjectAddress(store, key, { expires, now })
      return { kind: 'redirect', location, expires }
    }
    return { kind: 'object', key, object, contentType: contentTypeOf(key), expires }
  }
  const inner = rest === 'hls/master.m3u8' ? streamExpiry(asset.duration, now) : expires
  const query = signQuery(request.secret, {
    scope: { kind: 'stream', mediaUid },
    viewerId,
    expires: inner,
  })
  const playlist = { key, text: await text(store.open(key)) }
  const body = servesItself(store)
    ? await presignPlaylist(store, playlist, { query, expires: inner, now })
    : signPlaylist(playlist.text, query)
  return { kind: 'playlist', body, expires: inner }
}

/** A downloadable file, for a signed address; it downloads under its display name. */
export async function deliverFile(request: DeliveryRequest, fileUid: string): Promise<Delivery> {
  const { expires } = authorize(request, { kind: 'file', fileUid })
  const file = await findFile(request.db, request.website.uid, fileUid)
  if (!file) throw notFound('No such file.')
  const object = await request.store.stat(file.path)
  if (!object) throw notFound('This file is not available.')
  const extension = path.extname(file.path).toLowerCase()
  const base = file.display_name.replace(/[\\/:*?"<>|\r\n]+/g, ' ').trim() || 'download'
  const downloadName = base.toLowerCase().endsWith(extension) ? base : `${base}${extension}`
  const { store } = request
  if (servesItself(store)) {
    const location = await presignedObjectAddress(store, file.path, {
      expires,
      now: request.now ?? new Date(),
      downloadName,
    })
    return { kind: 'redirect', location, expires }
  }
  return {
    kind: 'object',
    key: file.path,
    object,
    contentType: contentTypeOf(file.path),
    expires,
    downloadName,
  }
}
