import type { PlaybackMedia } from '../../contract/schemas/playback.ts'
import type { ProgressKind } from '../../contract/values/progress.ts'
import type { PageData } from './page-data.ts'
import type { EmbedEventBody } from './parent-messages.ts'
import { viewerToken } from './viewer-token.ts'

interface ReporterOptions {
  data: PageData
  video: HTMLVideoElement
  currentMedia: () => PlaybackMedia | undefined
  /** Whether the current media has started playing (a beacon says nothing of an unplayed one). */
  started: () => boolean
  post: (body: EmbedEventBody) => void
}

/**
 * Says where the viewer is: to the parent page (`progress`) and, for a signed-in viewer of an
 * item, to the server, at most every `reportMs` per media (the server holds it to that too): a
 * report asked sooner waits for its turn and then sends the position of that moment.
 */
export function progressReporter(options: ReporterOptions) {
  const { data, video, currentMedia, started, post } = options
  let lastReportAt = 0
  let pendingTimer = 0
  let pendingKind: ProgressKind | null = null

  const progressOf = (kind: ProgressKind) => {
    const media = currentMedia()
    const known = Number.isFinite(video.duration) && video.duration > 0
    const duration = known ? video.duration : (media?.duration ?? 0)
    return { position: Math.max(0, video.currentTime || 0), duration, kind }
  }

  const clearPending = () => {
    window.clearTimeout(pendingTimer)
    pendingTimer = 0
    pendingKind = null
  }

  function report(kind: ProgressKind) {
    const media = currentMedia()
    if (data.isTrailer || !media?.hls) return
    const wait = lastReportAt + data.reportMs - Date.now()
    if (kind !== 'completed' && wait > 0) {
      if (pendingKind !== 'started') pendingKind = kind
      if (!pendingTimer) pendingTimer = window.setTimeout(sendPending, wait)
      return
    }
    clearPending()
    lastReportAt = Date.now()
    const progress = progressOf(kind)
    post({ type: 'progress', ...progress })
    const token = viewerToken()
    if (!data.itemUid || !token || !data.progressAddress) return
    fetch(`${data.progressAddress}${encodeURIComponent(media.uid)}/`, {
      method: 'PUT',
      headers: { authorization: `WebsiteToken ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ item_uid: data.itemUid, ...progress }),
      keepalive: true,
    }).catch(() => {
      // A lost report is made good by the next one.
    })
  }

  function sendPending() {
    const kind = pendingKind
    pendingTimer = 0
    if (kind) report(kind)
  }

  /**
   * The page is hiding (closed, another tab, phone locked): the last position goes by beacon,
   * which outlives the page. A beacon cannot carry headers, so the token goes in its body.
   */
  function reportByBeacon() {
    const media = currentMedia()
    const token = viewerToken()
    if (data.isTrailer || !data.itemUid || !token || !data.beaconAddress) return
    if (!media || !started()) return
    if (!pendingTimer && video.paused) return
    clearPending()
    lastReportAt = Date.now()
    const body = {
      token,
      media_uid: media.uid,
      item_uid: data.itemUid,
      ...progressOf('progress'),
    }
    navigator.sendBeacon?.(data.beaconAddress, JSON.stringify(body))
  }

  return {
    report,
    reportByBeacon,
    /** Before moving to another media: the report waiting goes now, and the next one at once. */
    changeMedia() {
      lastReportAt = 0
      sendPending()
      clearPending()
      lastReportAt = 0
    },
    /** Whether a periodic report is due. */
    due: () => Date.now() - lastReportAt >= data.reportMs,
  }
}

export type ProgressReporter = ReturnType<typeof progressReporter>
