import type { Playback } from '../../contract/schemas/playback.ts'
import { LIVE_POLL_MS } from '../../contract/values/live.ts'
import { formatDuration } from '../ui/format-duration.ts'
import type { PlayerTexts } from './page-data.ts'

const DAY = 86_400
const TICK_MS = 1000

/** The countdown's words: `Début dans 2 j 03:04:05`, or that the start is near once it is due. */
export function timeLeft(texts: PlayerTexts, startsAt: string, now: number): string {
  const seconds = Math.ceil((Date.parse(startsAt) - now) / 1000)
  if (seconds <= 0) return texts.liveStartingSoon
  const days = Math.floor(seconds / DAY)
  const rest = formatDuration(seconds % DAY)
  return `${texts.liveStartsIn} ${days > 0 ? `${days} ${texts.liveDays} ` : ''}${rest}`
}

/**
 * Whether the embed of a live item waits: for its stream, not on air for this viewer yet; or,
 * after the end, for its replay, which this viewer will be able to play once it is ready.
 */
export function waitsForLive(playback: Playback): boolean {
  const { live } = playback
  if (!live || playback.medias.some((media) => media.hls)) return false
  return live.status !== 'ended' || live.replay_preparing === true
}

/**
 * The embed of a live event that has not started (issue 45): the time left, counted down each
 * second, and the playback data asked again every LIVE_POLL_MS, as the item page does
 * (web/features/item/live/get-live-playback.ts), until its stream can play, or after the end
 * its replay: then `onPlayable` gets it, and the frame plays it without being reloaded.
 * `onChange` gets any other news (the message, an end).
 */
export function waitForLive(options: {
  root: HTMLElement
  texts: PlayerTexts
  playback: Playback
  fetchPlayback: () => Promise<Playback | null>
  onChange: (playback: Playback) => void
  onPlayable: (playback: Playback) => void
}): void {
  const { root, texts } = options
  const countdown = root.querySelector<HTMLElement>('.countdown')
  let live = options.playback.live
  const tick = () => {
    if (!countdown) return
    countdown.hidden = live?.status !== 'waiting'
    if (live?.status === 'waiting')
      countdown.textContent = timeLeft(texts, live.starts_at, Date.now())
  }
  tick()
  const ticking = window.setInterval(tick, TICK_MS)
  let asking = false
  const polling = window.setInterval(() => {
    // Not while the frame is out of sight (the item page's rule), nor twice at once.
    if (asking || document.visibilityState === 'hidden') return
    asking = true
    void options.fetchPlayback().then((fresh) => {
      asking = false
      if (!fresh) return
      live = fresh.live
      tick()
      if (waitsForLive(fresh)) return options.onChange(fresh)
      window.clearInterval(polling)
      window.clearInterval(ticking)
      if (countdown) countdown.hidden = true
      if (fresh.medias.some((media) => media.hls)) options.onPlayable(fresh)
      else options.onChange(fresh)
    })
  }, LIVE_POLL_MS)
}
