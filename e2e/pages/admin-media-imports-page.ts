import type { Locator, Page } from '@playwright/test'
import { adminText } from '../support/admin-texts.ts'
import type { Language } from '../support/texts.ts'

/** /admin/media_imports — drop videos, follow their imports. */
export class AdminMediaImportsPage {
  readonly uploader: Locator
  readonly fileInput: Locator
  readonly table: Locator
  /** On the media library, the back office's first screen: the way to this one. */
  readonly addVideos: Locator

  constructor(
    readonly page: Page,
    readonly language: Language = 'fr',
  ) {
    const t = (key: string) => adminText(language, key)
    this.uploader = page.getByRole('region', { name: t('vitrine.upload.title') })
    this.fileInput = this.uploader.locator('input[type=file]')
    this.table = page.getByRole('table')
    this.addVideos = page.getByRole('main').getByRole('link', { name: t('vitrine.upload.title') })
  }

  /** The row of the imports list for this file. */
  row(fileName: string): Locator {
    return this.table.getByRole('row').filter({ hasText: fileName })
  }

  /** A status of the imports list, as it reads. */
  status(status: 'queued' | 'running' | 'failed' | 'done'): string {
    return adminText(this.language, `vitrine.importStatus.${status}`)
  }

  /** What the uploader says of a file once sent. */
  sent(): string {
    return adminText(this.language, 'vitrine.upload.sent')
  }
}
