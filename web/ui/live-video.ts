import { useEffect, useRef, useState } from 'react'
import type Hls from 'hls.js'

/** Seconds behind the live edge past which the viewer is "in the past" (DVR). */
const BEHIND_LIVE_SECONDS = 10

/**
 * Plays a live HLS stream in `video`: hls.js (its light build, a chunk of its own, loaded only
 * here) where Media Source is, the browser's own HLS otherwise (Safari on an iPhone), in the
 * `video` element it answers. Says whether the viewer is at the live edge and takes them back
 * there ("Retour au direct").
 */
export function useLiveVideo(source: string | null) {
  const video = useRef<HTMLVideoElement>(null)
  const [behind, setBehind] = useState(false)
  const [hls, setHls] = useState<Hls | null>(null)

  useEffect(() => {
    const element = video.current
    if (!element || !source) return
    let player: Hls | null = null
    let cancelled = false
    const native = element.canPlayType('application/vnd.apple.mpegurl') !== ''
    if (!window.MediaSource && native) {
      element.src = source
    } else {
      void import('hls.js/light').then(({ default: HlsClass }) => {
        if (cancelled) return
        if (!HlsClass.isSupported()) {
          element.src = source
          return
        }
        player = new HlsClass({ enableWorker: false, liveDurationInfinity: true })
        player.loadSource(source)
        player.attachMedia(element)
        setHls(player)
      })
    }
    const follow = () => {
      const edge = player?.liveSyncPosition ?? seekableEnd(element)
      setBehind(edge !== null && edge - element.currentTime > BEHIND_LIVE_SECONDS)
    }
    element.addEventListener('timeupdate', follow)
    return () => {
      cancelled = true
      element.removeEventListener('timeupdate', follow)
      player?.destroy()
      setHls(null)
      element.removeAttribute('src')
    }
  }, [source])

  const goLive = () => {
    const element = video.current
    if (!element) return
    const edge = hls?.liveSyncPosition ?? seekableEnd(element)
    if (edge !== null) element.currentTime = edge
    void element.play().catch(() => {})
  }
  return { video, behind, goLive }
}

function seekableEnd(video: HTMLVideoElement): number | null {
  const { seekable } = video
  return seekable.length > 0 ? seekable.end(seekable.length - 1) : null
}
