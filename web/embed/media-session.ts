/** How far the system's "back" and "forward" controls move when they name no offset. */
export const SESSION_SEEK_SECONDS = 10

export interface SessionMedia {
  /** The media playing: its own name. */
  title: string
  /** What it belongs to: the item's or the playlist's name ('' when the same as the title). */
  album: string
  /** Its picture, when it has one. */
  artwork: string | null
}

export interface SessionMoves {
  previous: (() => void) | null
  next: (() => void) | null
}

type Handlers = [MediaSessionAction, MediaSessionActionHandler | null][]

/**
 * What the system shows and does for the player (issue 48 part 4): the lock screen, the
 * notification, headphones and keyboard media keys get the media's name and picture, play and
 * pause, move back and forward, to a point, and to the previous or next media of a playlist. The
 * browser picks the frame playing sound, so the embedded player speaks for the page.
 */
export function mediaSession(video: HTMLVideoElement, session = navigator.mediaSession) {
  if (!session) return { show: () => {} }
  const seekTo = (seconds: number) => {
    const end = Number.isFinite(video.duration) ? video.duration : seconds
    video.currentTime = Math.min(Math.max(seconds, 0), end)
  }
  const always: Handlers = [
    ['play', () => void video.play().catch(() => {})],
    ['pause', () => video.pause()],
    ['seekbackward', (d) => seekTo(video.currentTime - (d.seekOffset ?? SESSION_SEEK_SECONDS))],
    ['seekforward', (d) => seekTo(video.currentTime + (d.seekOffset ?? SESSION_SEEK_SECONDS))],
    ['seekto', (d) => d.seekTime !== undefined && seekTo(d.seekTime)],
  ]
  const handle = (handlers: Handlers) => {
    for (const [action, handler] of handlers) {
      // A browser that knows no such action says so by throwing: it simply does not get it.
      try {
        session.setActionHandler(action, handler)
      } catch {
        // not supported here
      }
    }
  }
  handle(always)

  const position = () => {
    if (!Number.isFinite(video.duration) || video.duration <= 0) return
    try {
      session.setPositionState({
        duration: video.duration,
        position: Math.min(video.currentTime, video.duration),
        playbackRate: video.playbackRate || 1,
      })
    } catch {
      // a position the browser finds out of range: the next tick tells it again
    }
  }
  video.addEventListener('play', () => (session.playbackState = 'playing'))
  video.addEventListener('pause', () => (session.playbackState = 'paused'))
  for (const event of ['durationchange', 'seeked', 'ratechange', 'loadedmetadata']) {
    video.addEventListener(event, position)
  }

  return {
    /** Names the media now in the player, and whether a playlist has one before or after. */
    show(media: SessionMedia, moves: SessionMoves) {
      session.metadata = new MediaMetadata({
        title: media.title,
        album: media.album === media.title ? '' : media.album,
        artwork: media.artwork ? [{ src: new URL(media.artwork, location.href).href }] : [],
      })
      handle([
        ['previoustrack', moves.previous],
        ['nexttrack', moves.next],
      ])
    },
  }
}
