import type { Download, Locator, Page } from '@playwright/test'
import { adminText } from '../support/admin-texts.ts'
import type { Language } from '../support/texts.ts'

/** /admin/analytics — the owner's figures for a period, each table downloadable as CSV. */
export class AdminAnalyticsPage {
  readonly menuLink: Locator
  readonly from: Locator
  readonly to: Locator
  /** The gross revenue figure of the period (a definition list: no role names its value). */
  readonly gross: Locator
  readonly revenueByDayChart: Locator
  readonly loading: Locator

  constructor(
    readonly page: Page,
    readonly language: Language = 'fr',
  ) {
    const main = page.getByRole('main')
    this.menuLink = page.getByRole('menuitem', { name: this.text('vitrine.analytics.menu') })
    this.from = main.getByLabel(this.text('vitrine.analytics.from'), { exact: true })
    this.to = main.getByLabel(this.text('vitrine.analytics.to'), { exact: true })
    this.gross = main.getByTestId('gross')
    this.revenueByDayChart = main.getByRole('figure', {
      name: this.text('vitrine.analytics.byDay.title'),
    })
    this.loading = main.getByRole('progressbar')
  }

  text(key: string, values?: Record<string, string | number>): string {
    return adminText(this.language, key, values)
  }

  /** Clicks "Download CSV" of the table named `title` and answers the file the browser saved. */
  async downloadCsv(title: string): Promise<Download> {
    const button = this.page.getByRole('main').getByRole('button', {
      name: `${this.text('vitrine.analytics.csv.download')} (${title})`,
    })
    const [download] = await Promise.all([this.page.waitForEvent('download'), button.click()])
    return download
  }
}
