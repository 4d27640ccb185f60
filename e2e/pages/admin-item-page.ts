import type { Locator, Page } from '@playwright/test'
import { adminText } from '../support/admin-texts.ts'
import type { Language } from '../support/texts.ts'

/** /admin/items/{uid}/show — one item as the back office shows it. */
export class AdminItemPage {
  readonly main: Locator
  readonly excerptLabel: Locator
  readonly pricesLabel: Locator
  readonly editButton: Locator
  readonly deleteButton: Locator
  readonly confirmButton: Locator
  readonly showButton: Locator
  readonly publishNow: Locator
  readonly unpublish: Locator
  readonly publishedNotice: Locator
  readonly publicationNone: Locator
  readonly captions: Locator
  readonly captionLanguage: Locator
  readonly captionFile: Locator
  readonly thumbnailFile: Locator
  readonly thumbnail: Locator

  constructor(
    readonly page: Page,
    readonly language: Language = 'fr',
  ) {
    const t = (key: string) => adminText(language, key)
    this.main = page.getByRole('main')
    this.excerptLabel = this.main.getByText(t('resources.items.fields.excerpt'), { exact: true })
    this.pricesLabel = this.main.getByText(t('resources.items.fields.prices'), { exact: true })
    this.editButton = page.getByRole('link', { name: t('ra.action.edit') })
    this.deleteButton = page.getByRole('button', { name: t('ra.action.delete') })
    this.showButton = page.getByRole('link', { name: t('ra.action.show') })
    this.publishNow = page.getByRole('button', { name: t('vitrine.publication.publishNow') })
    this.unpublish = page.getByRole('button', { name: t('vitrine.publication.unpublish') })
    this.publishedNotice = page.getByText(t('vitrine.publication.published'))
    this.publicationNone = this.main.getByText(t('vitrine.publication.none'), { exact: true })
    this.captions = page.getByRole('list', { name: t('vitrine.media.captions') })
    this.captionLanguage = page.getByRole('combobox', { name: t('vitrine.media.language') })
    this.captionFile = page.getByLabel(t('vitrine.media.addCaptions'))
    this.thumbnailFile = page.getByLabel(t('vitrine.media.changeThumbnail'))
    this.thumbnail = page.getByRole('img', { name: t('vitrine.media.currentThumbnail') })
    this.confirmButton = page
      .getByRole('dialog')
      .getByRole('button', { name: t('ra.action.confirm') })
  }

  /** The notice that captions in `language` (its name, e.g. "Anglais") were saved. */
  captionsSaved(language: string): Locator {
    return this.page.getByText(
      adminText(this.language, 'vitrine.media.captionsSaved', { language }),
    )
  }

  /** The item's name, as the page shows it. */
  name(name: string): Locator {
    return this.main.getByText(name, { exact: true })
  }
}
