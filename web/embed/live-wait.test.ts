import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Playback } from '../../contract/schemas/playback.ts'
import { LIVE_POLL_MS } from '../../contract/values/live.ts'
import { waitForLive, waitsForLive } from './live-wait.ts'
import type { PlayerTexts } from './page-data.ts'

const STARTS_AT = '2026-12-07T20:00:00.000Z'
const stream = { uid: 'ev', name: 'Concert', duration: 0, poster: null, mp4: null, captions: [] }

/** What the embed is told of a live item: its event's state, and what plays now. */
function playback(
  live: Playback['live'],
  medias: Playback['medias'] = [],
  message: string | null = null,
): Playback {
  return { item_uid: 'item', trailer: false, has_access: true, message, medias, live }
}
const ended = (replayPreparing?: boolean) =>
  playback(
    {
      status: 'ended',
      starts_at: STARTS_AT,
      ...(replayPreparing ? { replay_preparing: true } : {}),
    },
    [],
    replayPreparing ? 'Replay en préparation' : 'Ce direct est terminé',
  )
const replay = playback(undefined, [{ ...stream, uid: 'replay', hls: '/media/replay.m3u8' }])

describe('whether the embed of a live item waits', () => {
  it('waits for the stream before it is on air, not once it plays', () => {
    expect(waitsForLive(playback({ status: 'waiting', starts_at: STARTS_AT }))).toBe(true)
    const onAir = playback({ status: 'on_air', starts_at: STARTS_AT }, [
      { ...stream, hls: '/live/ev.m3u8' },
    ])
    expect(waitsForLive(onAir)).toBe(false)
  })

  it('after the end, waits only for a replay on its way', () => {
    expect(waitsForLive(ended(true))).toBe(true)
    expect(waitsForLive(ended(false))).toBe(false)
    expect(waitsForLive(replay)).toBe(false)
  })
})

describe('an ended live in the embed', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('asks again while the replay is prepared, and plays it once ready, without a reload', async () => {
    const answers = [ended(true), replay]
    const fetchPlayback = vi.fn(() => Promise.resolve(answers.shift() ?? null))
    const onChange = vi.fn()
    const onPlayable = vi.fn()
    waitForLive({
      root: document.createElement('div'),
      texts: {} as PlayerTexts,
      playback: ended(true),
      fetchPlayback,
      onChange,
      onPlayable,
    })

    await vi.advanceTimersByTimeAsync(LIVE_POLL_MS)
    expect(onChange).toHaveBeenCalledWith(ended(true))
    expect(onPlayable).not.toHaveBeenCalled()

    await vi.advanceTimersByTimeAsync(LIVE_POLL_MS)
    expect(onPlayable).toHaveBeenCalledWith(replay)

    // Once it plays, the embed asks no more.
    await vi.advanceTimersByTimeAsync(LIVE_POLL_MS * 3)
    expect(fetchPlayback).toHaveBeenCalledTimes(2)
  })
})
