import type { Locator, Page } from '@playwright/test'
import { text, type Language } from '../support/texts.ts'

/** The top of a live item's page: countdown, live player, "Reprise imminente", the end. */
export class LiveStage {
  readonly countdown: Locator
  readonly calendar: Locator
  readonly video: Locator
  readonly onAirBadge: Locator
  readonly backToLive: Locator
  readonly reconnecting: Locator
  readonly ended: Locator
  readonly buy: Locator

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
  }

  /** Seconds the live video has played so far. */
  currentTime(): Promise<number> {
    return this.video.evaluate((video: HTMLVideoElement) => video.currentTime)
  }
}
