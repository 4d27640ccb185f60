import type { Locator, Page } from '@playwright/test'
import { text, type Language } from '../support/texts.ts'
import { EmbedPlayer } from './embed-player.ts'

/**
 * The top of a live item's page: countdown, live player, "Reprise imminente", the end, and the
 * replay (being prepared, then in the normal video player's frame).
 */
export class LiveStage {
  readonly countdown: Locator
  readonly calendar: Locator
  readonly video: Locator
  readonly onAirBadge: Locator
  readonly backToLive: Locator
  readonly reconnecting: Locator
  readonly ended: Locator
  readonly buy: Locator
  readonly replayPreparing: Locator
  /** The frame of the replay's player. */
  readonly replayPlayer: Locator
  readonly replay: EmbedPlayer

  constructor(
    readonly page: Page,
    readonly language: Language = 'fr',
  ) {
    const t = (key: string) => text(language, key)
    this.countdown = page.getByRole('timer')
    this.calendar = page.getByRole('link', { name: t('live.calendar') })
    this.video = page.locator('video[slot="media"]')
    this.onAirBadge = page.getByText(t('live.badge'), { exact: true })
    this.backToLive = page.getByRole('button', { name: t('live.backToLive') })
    this.reconnecting = page.getByText(t('live.reconnecting'))
    this.ended = page.getByText(t('live.ended'))
    this.buy = page.getByRole('button', { name: t('itemPage.buy') })
    this.replayPreparing = page.getByText(t('live.replayPreparing'))
    const replayTitle = t('live.replayPlayer').replace('{{name}}', '')
    this.replayPlayer = page.locator(`iframe[title^="${replayTitle}"]`)
    this.replay = new EmbedPlayer(this.replayPlayer.contentFrame(), language)
  }

  /** Seconds the live video has played so far. */
  currentTime(): Promise<number> {
    return this.video.evaluate((video: HTMLVideoElement) => video.currentTime)
  }
}
