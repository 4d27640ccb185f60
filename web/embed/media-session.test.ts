import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { mediaSession, SESSION_SEEK_SECONDS } from './media-session.ts'

/** A system's media session as the player sees it: what it was told, and its handlers. */
function fakeSession() {
  const handlers = new Map<string, MediaSessionActionHandler | null>()
  const session = {
    metadata: null as MediaMetadata | null,
    playbackState: 'none' as MediaSessionPlaybackState,
    setActionHandler: (action: MediaSessionAction, handler: MediaSessionActionHandler | null) => {
      handlers.set(action, handler)
    },
    setPositionState: vi.fn(),
  }
  const press = (action: MediaSessionAction, details: Partial<MediaSessionActionDetails> = {}) =>
    handlers.get(action)?.({ action, ...details } as MediaSessionActionDetails)
  return { session: session as unknown as MediaSession, state: session, handlers, press }
}

/** A video 120 s long, at 30 s. */
function aVideo() {
  const video = document.createElement('video')
  Object.defineProperty(video, 'duration', { value: 120 })
  video.currentTime = 30
  video.play = vi.fn(() => Promise.resolve())
  video.pause = vi.fn()
  return video
}

beforeEach(() => {
  vi.stubGlobal(
    'MediaMetadata',
    class {
      constructor(readonly init: MediaMetadataInit) {
        Object.assign(this, init)
      }
    },
  )
})
afterEach(() => vi.unstubAllGlobals())

describe('the system media controls (lock screen, headphones, media keys)', () => {
  it('name the media, its playlist and its picture', () => {
    const { session, state } = fakeSession()
    mediaSession(aVideo(), session).show(
      { title: 'Épisode 2', album: 'La série', artwork: '/images/poster.jpg' },
      { previous: null, next: null },
    )
    expect(state.metadata).toMatchObject({
      title: 'Épisode 2',
      album: 'La série',
      artwork: [{ src: `${location.origin}/images/poster.jpg` }],
    })
  })

  it('play, pause, and move back, forward and to a point in the media', () => {
    const { session, press } = fakeSession()
    const video = aVideo()
    mediaSession(video, session)
    press('play')
    expect(video.play).toHaveBeenCalled()
    press('pause')
    expect(video.pause).toHaveBeenCalled()
    press('seekbackward')
    expect(video.currentTime).toBe(30 - SESSION_SEEK_SECONDS)
    press('seekforward', { seekOffset: 30 })
    expect(video.currentTime).toBe(50)
    press('seekto', { seekTime: 200 })
    expect(video.currentTime).toBe(120)
  })

  it('offer the previous and next media only where the playlist has one', () => {
    const { session, handlers, press } = fakeSession()
    const player = mediaSession(aVideo(), session)
    const next = vi.fn()
    player.show({ title: 'Un', album: 'La série', artwork: null }, { previous: null, next })
    expect(handlers.get('previoustrack')).toBeNull()
    press('nexttrack')
    expect(next).toHaveBeenCalled()
    player.show({ title: 'Deux', album: 'La série', artwork: null }, { previous: next, next: null })
    expect(handlers.get('nexttrack')).toBeNull()
  })

  it('follow the video playing or paused, and where it is', () => {
    const { session, state } = fakeSession()
    const video = aVideo()
    mediaSession(video, session)
    video.dispatchEvent(new Event('play'))
    expect(state.playbackState).toBe('playing')
    video.dispatchEvent(new Event('seeked'))
    expect(state.setPositionState).toHaveBeenLastCalledWith({
      duration: 120,
      position: 30,
      playbackRate: 1,
    })
    video.dispatchEvent(new Event('pause'))
    expect(state.playbackState).toBe('paused')
  })
})
