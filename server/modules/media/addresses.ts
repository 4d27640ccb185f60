import { signQuery, type SignedGrant } from './signing.ts'

/**
 * The addresses media are delivered on. Everything under a media's stream (HLS playlists and
 * segments, the HD MP4 for progressive playback, captions) is opened by one stream signature;
 * each downloadable file by its own.
 */

/** Paths under a media's stream folder that may be delivered (never the source file). */
export const STREAM_PATH =
  /^(?:hls\/(?:[a-z0-9]{1,16}\/)?[a-z0-9_-]{1,64}\.(?:m3u8|ts|m4s|mp4)|hd\.mp4|captions\/[a-z]{2,3}(?:-[a-z0-9]{2,8})?\.vtt)$/

export const streamPath = (mediaUid: string, rest: string) =>
  `/media/stream/${encodeURIComponent(mediaUid)}/${rest}`

/** A signed address of something under a media's stream. */
export function signedStreamAddress(
  secret: string,
  mediaUid: string,
  rest: string,
  grant: Omit<SignedGrant, 'scope'>,
): string {
  const query = signQuery(secret, { ...grant, scope: { kind: 'stream', mediaUid } })
  return `${streamPath(mediaUid, rest)}?${query}`
}

export const filePath = (fileUid: string) => `/media/files/${encodeURIComponent(fileUid)}`

/** A signed address of a downloadable file. */
export function signedFileAddress(
  secret: string,
  fileUid: string,
  grant: Omit<SignedGrant, 'scope'>,
): string {
  const query = signQuery(secret, { ...grant, scope: { kind: 'file', fileUid } })
  return `${filePath(fileUid)}?${query}`
}
