import type { Playback } from '../../contract/schemas/playback.ts'

/** What the embed page (server/modules/embed/page.ts) hands the player in its data attributes. */
export interface PageData {
  root: HTMLElement
  playback: Playback
  /** The page's words (server/modules/embed/texts.ts), in its language. */
  texts: PlayerTexts
  itemUid: string | null
  isTrailer: boolean
  autoplay: boolean
  /** Where to ask for playback data again, with the visitor's token. */
  playbackAddress: string
  hlsScript: string
  /** Addresses hls.js will fetch first, preloaded while its script loads. */
  preload: string[]
  /** Where a signed-in viewer's progress goes: `{progress}{media uid}/`, and the beacon's. */
  progressAddress: string
  beaconAddress: string
  reportMs: number
  start: { seconds: number; mediaUid: string }
}

export interface PlayerTexts {
  play: string
  next: string
  previous: string
  nowPlaying: string
  notReady: string
  failed: string
  liveStartsIn: string
  liveStartingSoon: string
  liveDays: string
}

/** The page's data, or null on a page that is not the embed player's. */
export function readPageData(): PageData | null {
  const root = document.getElementById('player')
  const block = document.getElementById('playback')
  if (!root || !block) return null
  const data = root.dataset
  return {
    root,
    playback: JSON.parse(block.textContent || '{}') as Playback,
    texts: JSON.parse(data.texts || '{}') as PlayerTexts,
    itemUid: data.itemUid || null,
    isTrailer: data.trailer === '1',
    autoplay: data.autoplay === '1',
    playbackAddress: data.playback ?? '',
    hlsScript: data.hlsScript ?? '',
    preload: JSON.parse(data.preload || '[]') as string[],
    progressAddress: data.progress ?? '',
    beaconAddress: data.progressBeacon ?? '',
    reportMs: Number(data.reportSeconds || '10') * 1000,
    start: { seconds: Number(data.start || '0'), mediaUid: data.startMedia ?? '' },
  }
}
