/**
 * The messages the embed player (`/embed/{item uid}/`, `/embed/media/{media uid}/`) and the
 * storefront page around it exchange with `window.postMessage`. Every message carries
 * `source` so either side can ignore messages that are not Vitrine's.
 */

/** Sent by the embed page to its parent window. */
export type EmbedEvent =
  | { source: 'vitrine-embed'; type: 'ready'; itemUid: string | null; mediaUid: string }
  | { source: 'vitrine-embed'; type: 'playing'; itemUid: string | null; mediaUid: string }
  | { source: 'vitrine-embed'; type: 'ended'; itemUid: string | null; mediaUid: string }
  /** A playlist moved on to another media (by itself at the end of one, or when asked). */
  | { source: 'vitrine-embed'; type: 'media-changed'; itemUid: string | null; mediaUid: string }
  /** The trailer (an embed opened with `?trailer=1`) played to its end. */
  | { source: 'vitrine-embed'; type: 'trailer-ended'; itemUid: string | null; mediaUid: string }

/** Sent by the storefront to the embed page. */
export type EmbedCommand =
  /** Play this media of the playlist now. */
  { source: 'vitrine-storefront'; type: 'select-media'; mediaUid: string }

export const EMBED_EVENT_SOURCE = 'vitrine-embed'
export const EMBED_COMMAND_SOURCE = 'vitrine-storefront'

/** Address of an item's embed page; `trailer` plays the item's trailer instead. */
export function embedItemPath(itemUid: string, options: { trailer?: boolean } = {}): string {
  return `/embed/${encodeURIComponent(itemUid)}/${options.trailer ? '?trailer=1' : ''}`
}

/** Address of the embed page of one media. */
export function embedMediaPath(mediaUid: string): string {
  return `/embed/media/${encodeURIComponent(mediaUid)}/`
}
