import { expect, type Locator, type Page } from '@playwright/test'
import { text, type Language } from '../support/texts.ts'
import { waitForHydration } from '../support/hydration.ts'
import { EmbedPlayer } from './embed-player.ts'

/** /:itemSlug — the player or the access overlay, details, playlist, share and embed. */
export class ItemPage {
  readonly player: Locator
  /** The controls inside the player's frame. */
  readonly controls: EmbedPlayer
  readonly trailer: Locator
  readonly signIn: Locator
  readonly requestAccess: Locator
  readonly accessRequested: Locator
  readonly subscribe: Locator
  readonly buy: Locator
  readonly trailerButton: Locator
  readonly playlist: Locator
  readonly share: Locator
  readonly embedCode: Locator
  readonly downloads: Locator
  /** "Reprendre à 12:34" and "Recommencer", for a viewer who stopped part way. */
  readonly resume: Locator
  readonly restart: Locator

  constructor(
    readonly page: Page,
    readonly language: Language = 'fr',
  ) {
    const t = (key: string) => text(language, key)
    const before = (key: string) => t(key).split('{{')[0]!.trim()
    this.player = page.locator('iframe[title^="' + before('itemPage.player') + '"]')
    this.controls = new EmbedPlayer(this.player.contentFrame(), language)
    this.trailer = page.locator('iframe[title^="' + before('itemPage.trailerOf') + '"]')
    this.signIn = page.getByRole('link', { name: t('itemPage.signIn') })
    this.requestAccess = page.getByRole('button', { name: t('itemPage.requestAccess') })
    this.accessRequested = page.getByText(t('itemPage.accessRequested'))
    this.subscribe = page.getByRole('button', { name: t('itemPage.subscribe') })
    this.buy = page.getByRole('button', { name: t('itemPage.buy') })
    this.trailerButton = page.getByRole('button', { name: t('itemPage.trailer') })
    this.playlist = page.getByRole('region', {
      name: new RegExp(`^${before('itemPage.playlist_other')}`),
    })
    this.share = page.getByRole('region', { name: t('itemPage.share'), exact: true })
    this.embedCode = page.getByRole('textbox', { name: t('itemPage.embedCode') })
    this.downloads = page.getByRole('region', { name: t('itemPage.downloads'), exact: true })
    this.resume = page.getByRole('button', {
      name: new RegExp(`^${before('itemPage.resumeAt')} \\d+:\\d\\d`),
    })
    this.restart = page.getByRole('button', { name: t('itemPage.restart'), exact: true })
  }

  heading(name: string): Locator {
    return this.page.getByRole('heading', { level: 1, name, exact: true })
  }

  /** The playlist's entry for a media, found by the media's name. */
  playlistEntry(name: string): Locator {
    return this.playlist.getByRole('listitem').filter({ hasText: name })
  }

  /** The lock a playlist entry wears when the visitor may not play that media. */
  lockOf(entry: Locator): Locator {
    return entry.getByRole('img', { name: text(this.language, 'itemPage.mediaLocked') })
  }

  /** A bundle the page offers (its "Packs" section), by the bundle's name. */
  bundle(name: string): Locator {
    return this.page.getByRole('article', { name })
  }

  /** The button that puts a bundle the page offers in the cart. */
  addBundle(name: string): Locator {
    return this.bundle(name).getByRole('button', {
      name: text(this.language, 'itemPage.bundles.add'),
    })
  }

  /** Opens the item's page and waits until it answers clicks: the server drew it before. */
  async goto(slug: string, name: string) {
    await this.page.goto(`/${slug}`)
    await expect(this.heading(name)).toBeVisible()
    await waitForHydration(this.page)
  }
}
