import { expect, type Locator, type Page } from '@playwright/test'
import type { BlockComponent } from '../../contract/schemas/pages.ts'
import { text, type Language } from '../support/texts.ts'

/**
 * The home page, or another page of blocks (`gotoPage`): its blocks, found by the component and
 * layout they declare.
 */
export class HomePage {
  readonly main: Locator

  constructor(
    readonly page: Page,
    readonly language: Language = 'fr',
  ) {
    this.main = page.getByRole('main')
  }

  /** Opens the home page (of the journeys' server, or of `origin`) and waits for its first block. */
  async goto(origin = '') {
    await this.page.goto(`${origin}/`)
    await expect(this.main.locator('section[data-block-component]').first()).toBeVisible()
  }

  /** Opens the page of blocks `/pages/{uid}` and waits for its first block. */
  async gotoPage(uid: string, origin = '') {
    await this.page.goto(`${origin}/pages/${encodeURIComponent(uid)}`)
    await expect(this.main.locator('section[data-block-component]').first()).toBeVisible()
  }

  /**
   * Scrolls down until every block is drawn: the page draws its blocks as the visitor comes
   * near them, each once its code has come (web/features/home-blocks/block-list.tsx).
   */
  async revealAll() {
    await this.page.waitForFunction(
      () => {
        window.scrollTo(0, document.body.scrollHeight)
        return (
          document.querySelector('[data-more-blocks]') === null &&
          document.querySelector('[data-block-loading]') === null
        )
      },
      undefined,
      { polling: 100, timeout: 30_000 },
    )
  }

  /** Every block of the page, in page order, each as `component layout` ('Faq paragraphs'). */
  async blockOrder(): Promise<string[]> {
    await this.revealAll()
    return this.main
      .locator('section[data-block-component]')
      .evaluateAll((sections) =>
        sections.map(
          (section) =>
            `${section.getAttribute('data-block-component')} ${section.getAttribute('data-block-layout')}`,
        ),
      )
  }

  /** The block whose heading is `title`. */
  blockTitled(title: string): Locator {
    return this.main
      .locator('section[data-block-component]')
      .filter({ has: this.page.getByRole('heading', { name: title, exact: true }) })
  }

  /** Every block shown of one component. */
  blocks(component: BlockComponent): Locator {
    return this.main.locator(`section[data-block-component="${component}"]`)
  }

  /** The block of one component in one layout (the demo has one of each). */
  block(component: BlockComponent, layout: string): Locator {
    return this.main.locator(
      `section[data-block-component="${component}"][data-block-layout="${layout}"]`,
    )
  }

  nextPage(slider: Locator): Locator {
    return slider.getByRole('button', { name: text(this.language, 'slider.next') })
  }

  previousPage(slider: Locator): Locator {
    return slider.getByRole('button', { name: text(this.language, 'slider.previous') })
  }

  /** The page dots of a slider; the current one has aria-current. */
  dots(slider: Locator): Locator {
    return slider.getByRole('button', { name: /^Page \d+ (sur|of) \d+$/ })
  }
}
