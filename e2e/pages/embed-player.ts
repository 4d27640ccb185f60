import type { FrameLocator, Locator } from '@playwright/test'
import { EMBED_TEXTS } from '../../server/modules/embed/texts.ts'
import type { Language } from '../support/texts.ts'

/**
 * The embed player's controls inside its frame (server/modules/embed/page.ts), found by the
 * names media-chrome gives them in the page's language. Only the controls shown at the frame's
 * width are in the accessibility tree: `playPause` is the big middle button on a phone, the
 * bar's first one wider.
 */
export class EmbedPlayer {
  readonly video: Locator
  /** The page's own "Lire — <media>" button, there until the video first plays. */
  readonly start: Locator
  readonly playPause: Locator
  readonly seekBar: Locator
  readonly mute: Locator
  readonly captions: Locator
  readonly moreOptions: Locator
  readonly fullScreen: Locator
  readonly menu: Locator
  /** media-chrome's controller: `userinactive` while the controls of a playing video hide. */
  readonly controller: Locator

  constructor(
    readonly frame: FrameLocator,
    readonly language: Language = 'fr',
  ) {
    const texts = EMBED_TEXTS[language]
    const words = texts.controls
    const button = (name: string) => frame.getByRole('button', { name, exact: true })
    this.video = frame.locator('video')
    this.start = frame.getByRole('button', { name: new RegExp(`^${texts.play} — `) })
    this.playPause = frame.getByRole('button', {
      name: new RegExp(`^(${words.Play}|${words.Pause})$`),
    })
    this.seekBar = frame.getByRole('slider', { name: words.seek })
    this.mute = frame.getByRole('button', { name: new RegExp(`^(${words.Mute}|${words.Unmute})$`) })
    this.captions = button(words.Captions)
    this.moreOptions = button(words.Settings)
    this.fullScreen = button(words['Enter fullscreen mode'])
    // The settings menu; its speed submenu is a menu inside it, shown in its place when chosen.
    this.menu = frame.getByRole('menu').first()
    this.controller = frame.locator('media-controller')
  }

  /** An entry of the menu open now: a submenu ("Vitesse de lecture") or an action. */
  menuItem(name: string): Locator {
    return this.menu.getByRole('menuitem', { name: new RegExp(`^${name}`) })
  }

  /** A choice of the menu open now: a language, a speed. */
  choice(name: string): Locator {
    return this.menu.getByRole('menuitemradio', { name, exact: true })
  }

  /** What the video element says of itself, read in the frame. */
  state() {
    return this.video.evaluate((video: HTMLVideoElement) => ({
      paused: video.paused,
      currentTime: video.currentTime,
      duration: video.duration,
      playbackRate: video.playbackRate,
      captions: [...video.textTracks].filter((t) => t.mode === 'showing').map((t) => t.language),
      fullScreen: document.fullscreenElement?.localName ?? null,
    }))
  }
}
