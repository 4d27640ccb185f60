import type Hls from 'hls.js'
import type { PlaybackMedia } from '../../contract/schemas/playback.ts'
import type { PageData } from './page-data.ts'
import type { RenditionList } from './rendition-list.ts'

type HlsClass = typeof Hls

let hlsJs: Promise<HlsClass | null> | null = null

/**
 * hls.js (its light build, served beside the player), fetched the first time a browser with
 * Media Source needs it, while the first addresses it will ask for (master, lowest variant, first
 * segment) are preloaded.
 */
function loadHlsJs(data: PageData): Promise<HlsClass | null> {
  if (hlsJs) return hlsJs
  for (const address of data.preload) {
    const link = document.createElement('link')
    link.rel = 'preload'
    link.as = 'fetch'
    link.crossOrigin = 'anonymous'
    link.href = address
    document.head.append(link)
  }
  hlsJs = new Promise((resolve) => {
    const script = document.createElement('script')
    script.src = data.hlsScript
    script.onload = () => resolve((window as unknown as { Hls?: HlsClass }).Hls ?? null)
    script.onerror = () => resolve(null)
    document.head.append(script)
  })
  return hlsJs
}

interface SourceOptions {
  data: PageData
  video: HTMLVideoElement
  renditions: RenditionList
  /** hls.js gave up (`mediaError`: decoding, which it may recover from). */
  onFatalError: (mediaError: boolean) => void
}

/** Gives the video a media's source: hls.js over Media Source Extensions, native HLS, or the MP4. */
export function videoSource({ data, video, renditions, onFatalError }: SourceOptions) {
  let hls: Hls | null = null
  let attaching: PlaybackMedia | null = null

  const playDirectly = (address: string, startAt: number) => {
    video.src = address
    if (startAt > 0) video.currentTime = startAt
  }

  renditions.onSelect = (index) => {
    // Set at once: the buffer of the other quality is dropped and the picked one plays now.
    if (hls) hls.currentLevel = index
  }

  return {
    /** Resolves true once the source is set (play() must come after), false if superseded. */
    async attach(media: PlaybackMedia, startAt: number): Promise<boolean> {
      attaching = media
      const native = video.canPlayType('application/vnd.apple.mpegurl') !== ''
      // hls.js wherever Media Source is there (Chromium plays HLS itself now, but then offers no
      // choice of quality); native HLS only where it is not (Safari on an iPhone); else the MP4.
      if (!media.hls || !window.MediaSource) {
        playDirectly((native && media.hls) || media.mp4 || '', startAt)
        return true
      }
      const Hls = await loadHlsJs(data)
      if (attaching !== media || hls) return false
      if (!Hls?.isSupported()) {
        playDirectly((native && media.hls) || media.mp4 || '', startAt)
        return true
      }
      const player = new Hls({
        startPosition: startAt > 0 ? startAt : -1,
        capLevelToPlayerSize: true,
        // Segments are small: transmuxing them here starts sooner than booting a worker.
        enableWorker: false,
      })
      hls = player
      player.on(Hls.Events.MANIFEST_PARSED, (_event, parsed) => {
        renditions.replace(
          parsed.levels.map((level) => ({
            width: level.width,
            height: level.height,
            bitrate: level.bitrate,
          })),
        )
      })
      player.on(Hls.Events.ERROR, (_event, error) => {
        if (error.fatal) onFatalError(error.type === Hls.ErrorTypes.MEDIA_ERROR)
      })
      player.loadSource(media.hls)
      player.attachMedia(video)
      return true
    },
    detach() {
      attaching = null
      hls?.destroy()
      hls = null
      renditions.replace([])
      video.removeAttribute('src')
    },
    /** Asks hls.js to recover from a decoding error; false when it is not hls.js playing. */
    recoverMediaError(): boolean {
      hls?.recoverMediaError()
      return hls !== null
    },
    usesHlsJs: () => hls !== null,
  }
}

export type VideoSource = ReturnType<typeof videoSource>
