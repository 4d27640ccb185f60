import path from 'node:path'
import type { MediaStore } from './store.ts'
import { contentTypeOf } from './content-types.ts'
import { playlistAddresses, rewritePlaylist } from './playlist-rewrite.ts'

/**
 * Delivery from an object store that serves objects itself (S3): the app checks the signed
 * address and the viewer, then hands out a presigned address of the object.
 *
 * Signing times are rounded down, so every viewer of a media within one window gets the same
 * presigned addresses: a CDN that keys on the whole address serves them all from one copy. The
 * answers say `public` with an `Expires` at the address's own expiry, so no shared cache keeps
 * one past the moment S3 itself would refuse it.
 */

/** Seconds a redirect's presigned address stays valid, at most: players follow it at once. */
export const REDIRECT_SECONDS = 300
const REDIRECT_STEP_SECONDS = 60
/** A store that hands out presigned addresses. */
export type PresigningStore = MediaStore & Required<Pick<MediaStore, 'presignedAddress'>>

export const servesItself = (store: MediaStore): store is PresigningStore =>
  typeof store.presignedAddress === 'function'
const PLAYLIST_STEP_SECONDS = 600

const roundedDown = (now: Date, step: number) =>
  new Date(Math.floor(now.getTime() / 1000 / step) * step * 1000)

/** Where one object is, for a redirect: valid a few minutes, never past the app address. */
export function presignedObjectAddress(
  store: PresigningStore,
  key: string,
  options: { expires: number; now: Date; downloadName?: string },
): Promise<string> {
  const signedAt = roundedDown(options.now, REDIRECT_STEP_SECONDS)
  const until = Math.min(signedAt.getTime() / 1000 + REDIRECT_SECONDS, options.expires)
  return store.presignedAddress(key, {
    signedAt,
    expiresIn: until - signedAt.getTime() / 1000,
    contentType: contentTypeOf(key),
    downloadName: options.downloadName,
    cacheControl: 'public',
    expiresHeader: new Date(until * 1000),
  })
}

/**
 * A playlist whose playlists stay on the app (signed with `query`, rewritten in their turn) and
 * whose segments, init sections and keys are presigned until `expires`, the app address's own
 * expiry: a segment address opens nothing past it.
 */
export async function presignPlaylist(
  store: PresigningStore,
  playlist: { key: string; text: string },
  options: { query: string; expires: number; now: Date },
): Promise<string> {
  const signedAt = roundedDown(options.now, PLAYLIST_STEP_SECONDS)
  const folder = path.posix.dirname(playlist.key)
  const presigned = new Map<string, string>()
  for (const uri of playlistAddresses(playlist.text)) {
    if (uri.endsWith('.m3u8')) continue
    const key = path.posix.join(folder, uri)
    presigned.set(
      uri,
      await store.presignedAddress(key, {
        signedAt,
        expiresIn: options.expires - signedAt.getTime() / 1000,
        contentType: contentTypeOf(key),
        cacheControl: 'public',
        expiresHeader: new Date(options.expires * 1000),
      }),
    )
  }
  return rewritePlaylist(playlist.text, (uri) => presigned.get(uri) ?? `${uri}?${options.query}`)
}
