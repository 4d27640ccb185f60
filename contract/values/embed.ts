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
  /**
   * Where the viewer is, at the moments the player reports progress (start, every 10 s while
   * playing, pause, seek, end); for a signed-in viewer of an item the server is told too.
   */
  | {
      source: 'vitrine-embed'
      type: 'progress'
      itemUid: string | null
      mediaUid: string
      /** Seconds from the start of the media. */
      position: number
      duration: number
      kind: 'started' | 'progress' | 'completed'
    }
  /** About once a second while playing: the current time, for a page that shows it. */
  | {
      source: 'vitrine-embed'
      type: 'time-update'
      itemUid: string | null
      mediaUid: string
      currentTime: number
      duration: number
    }
  /**
   * The captions and qualities the media now playing offers, and the ones chosen: sent when
   * they change, for a page that offers them itself (the TV app's remote).
   */
  | {
      source: 'vitrine-embed'
      type: 'tracks'
      itemUid: string | null
      mediaUid: string
      captions: EmbedCaptions[]
      /** The language of the captions showing; null when off. */
      captionsShowing: string | null
      /** The renditions of the ladder (none for native HLS or an MP4), in hls.js's order. */
      qualities: EmbedQuality[]
      /** The rendition chosen, by its place in `qualities`; -1 for "auto". */
      qualitySelected: number
    }

/** A captions track of the media playing. */
export interface EmbedCaptions {
  language: string
  label: string
}

/** A rendition of the media playing. */
export interface EmbedQuality {
  height: number
  bitrate: number
}

/** Sent by the storefront to the embed page. */
export type EmbedCommand =
  /** Play this media of the playlist now. */
  | { source: 'vitrine-storefront'; type: 'select-media'; mediaUid: string }
  /** Play if paused, pause if playing (a TV remote's OK key). */
  | { source: 'vitrine-storefront'; type: 'toggle-play' }
  /** Move by this many seconds, back when negative (a TV remote's left and right). */
  | { source: 'vitrine-storefront'; type: 'seek-by'; seconds: number }
  /** Show the captions in this language; null turns them off. */
  | { source: 'vitrine-storefront'; type: 'select-captions'; language: string | null }
  /** Play this rendition, by its place in the `tracks` event's `qualities`; -1 for "auto". */
  | { source: 'vitrine-storefront'; type: 'select-quality'; index: number }

export const EMBED_EVENT_SOURCE = 'vitrine-embed'
export const EMBED_COMMAND_SOURCE = 'vitrine-storefront'

/** Where an item's player starts ("Reprendre"): seconds into one media of it. */
export interface EmbedStart {
  mediaUid: string
  seconds: number
}

/**
 * Address of an item's embed page; `trailer` plays the item's trailer instead; `start` plays the
 * item from there at once (`?media=…&t=…&autoplay=1`).
 */
export function embedItemPath(
  itemUid: string,
  options: { trailer?: boolean; start?: EmbedStart } = {},
): string {
  const path = `/embed/${encodeURIComponent(itemUid)}/`
  if (options.trailer) return `${path}?trailer=1`
  if (!options.start) return path
  const { mediaUid, seconds } = options.start
  return `${path}?media=${encodeURIComponent(mediaUid)}&t=${Math.floor(seconds)}&autoplay=1`
}

/** Address of the embed page of one media. */
export function embedMediaPath(mediaUid: string): string {
  return `/embed/media/${encodeURIComponent(mediaUid)}/`
}
