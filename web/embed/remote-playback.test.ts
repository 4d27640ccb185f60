import { describe, expect, it, vi } from 'vitest'
import { remotePlayback } from './remote-playback.ts'

/** A browser's Remote Playback for one video: devices found or not, and the source it refuses. */
function aRemote({ supported = true } = {}) {
  let report: ((available: boolean) => void) | null = null
  const remote = Object.assign(new EventTarget(), {
    state: 'disconnected' as RemotePlaybackState,
    prompt: vi.fn(() => Promise.resolve()),
    cancelWatchAvailability: vi.fn(() => Promise.resolve()),
    watchAvailability: vi.fn((callback: (available: boolean) => void) => {
      if (!supported) return Promise.reject(new DOMException('MSE', 'NotSupportedError'))
      report = callback
      return Promise.resolve(1)
    }),
  })
  const video = document.createElement('video')
  Object.defineProperty(video, 'remote', { value: remote })
  const button = document.createElement('button')
  button.hidden = true
  return { remote, video, button, devices: (available: boolean) => report?.(available) }
}

const settled = () => new Promise((resolve) => setTimeout(resolve))

describe('play on another device', () => {
  it('shows its button only while a device is found, and asks for it on a press', async () => {
    const { remote, video, button, devices } = aRemote()
    remotePlayback(video, button).watch()
    await settled()
    expect(button.hidden).toBe(true)
    devices(true)
    expect(button.hidden).toBe(false)
    button.click()
    expect(remote.prompt).toHaveBeenCalled()
    devices(false)
    expect(button.hidden).toBe(true)
  })

  it('says when the video plays over there', () => {
    const { remote, video, button } = aRemote()
    remotePlayback(video, button)
    expect(button.getAttribute('aria-pressed')).toBe('false')
    remote.state = 'connected'
    remote.dispatchEvent(new Event('connect'))
    expect(button.getAttribute('aria-pressed')).toBe('true')
  })

  it('stays hidden for a source the browser cannot send (hls.js in Chrome)', async () => {
    const { video, button } = aRemote({ supported: false })
    button.hidden = false
    remotePlayback(video, button).watch()
    await settled()
    expect(button.hidden).toBe(true)
  })
})
