import 'media-chrome/dist/media-controller.js'
import 'media-chrome/dist/media-control-bar.js'
import 'media-chrome/dist/media-play-button.js'
import 'media-chrome/dist/media-mute-button.js'
import 'media-chrome/dist/media-volume-range.js'
import 'media-chrome/dist/media-time-range.js'
import 'media-chrome/dist/media-time-display.js'
import 'media-chrome/dist/media-pip-button.js'
import 'media-chrome/dist/media-fullscreen-button.js'
import 'media-chrome/dist/media-loading-indicator.js'
import 'media-chrome/dist/menu/media-chrome-menu-item.js'
import 'media-chrome/dist/menu/media-captions-menu.js'
import 'media-chrome/dist/menu/media-captions-menu-button.js'
import 'media-chrome/dist/menu/media-rendition-menu.js'
import 'media-chrome/dist/menu/media-rendition-menu-button.js'
import 'media-chrome/dist/menu/media-playback-rate-menu.js'
import 'media-chrome/dist/menu/media-playback-rate-menu-button.js'
import 'media-chrome/dist/menu/media-settings-menu.js'
import 'media-chrome/dist/menu/media-settings-menu-item.js'
import 'media-chrome/dist/menu/media-settings-menu-button.js'
import { MediaUIEvents } from 'media-chrome/dist/constants.js'

/** ← and → move this far; j and l (media-chrome's own shortcuts) 10 s. */
const ARROW_SEEK_SECONDS = 5

/**
 * ← and → seek by 5 s. media-chrome moves arrows and j/l by the same offset, so its arrow
 * shortcuts are turned off in the page (`hotkeys="noarrowleft noarrowright"`) and done here, on
 * key up as media-chrome does, unless a slider (the seek bar, the volume) has the focus.
 */
export function arrowSeeking(controller: HTMLElement, video: HTMLVideoElement) {
  const isArrow = (event: KeyboardEvent) =>
    (event.key === 'ArrowLeft' || event.key === 'ArrowRight') &&
    !event.altKey &&
    !event.metaKey &&
    !(event.target instanceof Element && /^media-(time|volume)-range$/i.test(event.target.tagName))
  controller.addEventListener('keydown', (event) => {
    if (isArrow(event)) event.preventDefault()
  })
  controller.addEventListener('keyup', (event) => {
    if (!isArrow(event) || !Number.isFinite(video.duration)) return
    const step = event.key === 'ArrowLeft' ? -ARROW_SEEK_SECONDS : ARROW_SEEK_SECONDS
    const detail = Math.min(Math.max(video.currentTime + step, 0), video.duration)
    controller.dispatchEvent(
      new CustomEvent(MediaUIEvents.MEDIA_SEEK_REQUEST, { composed: true, bubbles: true, detail }),
    )
  })
}

/**
 * The "picture in picture" entry of the narrow player's "more options" menu
 * (server/modules/embed/page.ts): a plain menu item, as media-chrome has none for it, asking the
 * controller as its button does. The page's styles hide it where the browser has no picture in
 * picture, and show the words to leave it while the video is in it.
 */
export function pictureInPictureItem(controller: HTMLElement) {
  const item = controller.querySelector('.pip-item')
  item?.addEventListener('click', () => {
    const request = controller.hasAttribute('mediaispip')
      ? MediaUIEvents.MEDIA_EXIT_PIP_REQUEST
      : MediaUIEvents.MEDIA_ENTER_PIP_REQUEST
    item.dispatchEvent(new CustomEvent(request, { composed: true, bubbles: true }))
  })
}

/**
 * Keeps the height of the controls in `--controls-height` on the controller: the page's styles
 * lift the captions by that much while the controls show (two rows on a phone, one wider).
 */
export function measureControls(controller: HTMLElement) {
  const bar = controller.querySelector('media-control-bar')
  if (!bar) return
  new ResizeObserver(() => {
    const height = Math.ceil(bar.getBoundingClientRect().height)
    controller.style.setProperty('--controls-height', `${height}px`)
  }).observe(bar)
}
