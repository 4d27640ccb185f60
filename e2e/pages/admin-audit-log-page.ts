import type { Locator, Page } from '@playwright/test'
import { adminText } from '../support/admin-texts.ts'
import type { Language } from '../support/texts.ts'

/** /admin/audit_log — what the staff changed, for owners. */
export class AdminAuditLogPage {
  readonly title: Locator

  constructor(
    readonly page: Page,
    readonly language: Language = 'fr',
  ) {
    const t = (key: string, values?: Record<string, number>) => adminText(language, key, values)
    this.title = page
      .getByRole('banner')
      .getByText(t('resources.audit_log.name', { smart_count: 2 }), { exact: true })
  }
}
