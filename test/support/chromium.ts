/**
 * The machine's own Chromium, as every browser test and bench launches it: headless, without
 * the sandbox (root in CI) and without any of its calls to the outside, which this machine's
 * closed network refuses.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

/**
 * Chromium 156 opens two pages of its own interface in every new window, headless included: the
 * address bar's suggestions and its "AI mode" panel (`chrome://omnibox-popup.top-chrome/`), each
 * in a renderer process of its own, about 0.7 CPU-seconds for every browser context a test opens
 * (`bench/page-cost.ts`). Nobody sees them here. Chromium reads only the last
 * `--disable-features`, so this one repeats the features Playwright turns off
 * (`chromiumSwitches.ts` in playwright-core 1.6x) before adding those two.
 */
const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
]
const BROWSER_INTERFACE_PAGES = [
  'WebUIOmniboxPopup',
  'WebUIOmniboxAimPopup',
  'WebUIOmniboxFullPopup',
]
export const DISABLED_FEATURES_FLAG = `--disable-features=${[
  ...PLAYWRIGHT_DISABLED_FEATURES,
  ...BROWSER_INTERFACE_PAGES,
].join(',')}`

export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  DISABLED_FEATURES_FLAG,
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
