import { expect, type Locator, type Page } from '@playwright/test'
import { adminText } from '../support/admin-texts.ts'
import type { Language } from '../support/texts.ts'

/** /admin/items/create and a playlist's form: its medias, in order and by season. */
export class AdminPlaylistForm {
  readonly createButton: Locator
  readonly name: Locator
  readonly firstMedias: Locator
  readonly medias: Locator
  readonly rows: Locator
  readonly addMedia: Locator
  readonly save: Locator
  /** The dialog that asks before the playlist gives closed medias away, and its choices. */
  readonly givenAway: Locator
  readonly giveAwayAnyway: Locator

  constructor(
    readonly page: Page,
    readonly language: Language = 'fr',
  ) {
    const t = (key: string) => adminText(language, key)
    const main = page.getByRole('main')
    this.createButton = page.getByRole('link', { name: t('ra.action.create') })
    this.name = main.getByLabel(new RegExp(`^${t('resources.items.fields.name')}`))
    this.firstMedias = main.getByRole('combobox', { name: t('resources.items.fields.medias') })
    this.medias = main.getByRole('list', { name: t('resources.items.fields.medias') })
    this.rows = this.medias.getByRole('listitem')
    this.addMedia = main.getByRole('combobox', { name: t('vitrine.playlist.add') })
    this.save = main.getByRole('button', { name: t('ra.action.save') })
    this.givenAway = page.getByRole('dialog', { name: t('vitrine.playlist.givenAway.title') })
    this.giveAwayAnyway = this.givenAway.getByRole('button', {
      name: t('vitrine.playlist.givenAway.confirm'),
    })
  }

  /** Picks a media in one of the form's media choosers by typing a word of its name. */
  async pick(chooser: Locator, word: string, name: string) {
    await chooser.fill(word)
    await this.page.getByRole('option', { name, exact: true }).click()
  }

  /** The handle that moves a media, and the field of its season. */
  handle(name: string): Locator {
    return this.medias.getByRole('button', {
      name: adminText(this.language, 'vitrine.playlist.move', { name }),
    })
  }

  season(name: string): Locator {
    return this.medias.getByRole('spinbutton', {
      name: adminText(this.language, 'vitrine.playlist.seasonOf', { name }),
    })
  }

  /**
   * Moves a media with the keyboard as the instructions say: Space on its handle, arrows, Space
   * again; waits for each announcement so no key is pressed before the list follows.
   */
  async moveWithKeyboard(name: string, from: number, places: number, total: number) {
    const announced = (key: string, position: number) =>
      this.page.getByText(
        adminText(this.language, `vitrine.sortable.${key}`, { name, position, total }),
        { exact: true },
      )
    await this.handle(name).focus()
    await this.page.keyboard.press('Space')
    await expect(announced('picked', from)).toBeAttached()
    const arrow = places > 0 ? 'ArrowDown' : 'ArrowUp'
    for (let step = 1; step <= Math.abs(places); step++) {
      await this.page.keyboard.press(arrow)
      await expect(announced('moved', from + Math.sign(places) * step)).toBeAttached()
    }
    await this.page.keyboard.press('Space')
    await expect(announced('dropped', from + places)).toBeAttached()
  }
}
