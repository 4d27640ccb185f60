/**
 * The machine's own Chromium, as every browser test and bench launches it: headless, without
 * the sandbox (root in CI) and without any of its calls to the outside, which this machine's
 * closed network refuses.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

/** For pages that must start a video without a click (the embed player's autoplay). */
export const AUTOPLAY_FLAG = '--autoplay-policy=no-user-gesture-required'

/**
 * An init script that takes Media Source away from every frame, as on an iPhone's Safari: the
 * embed player then plays HLS natively (Chromium can) and loads no hls.js.
 */
export const HIDE_MEDIA_SOURCE = `(() => {
  delete window.MediaSource
  delete window.ManagedMediaSource
})()`
