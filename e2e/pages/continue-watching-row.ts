import type { Locator, Page } from '@playwright/test'
import { text, type Language } from '../support/texts.ts'

/** The home page's "Continuer à regarder" row of a signed-in viewer. */
export class ContinueWatchingRow {
  readonly region: Locator

  constructor(
    readonly page: Page,
    readonly language: Language = 'fr',
  ) {
    this.region = page.getByRole('region', { name: text(language, 'continueWatching.title') })
  }

  /** The card of an item, found by the item's name. */
  card(name: string): Locator {
    return this.region.getByRole('listitem').filter({ hasText: name })
  }

  /** How far the viewer got in an item: its progress bar, named "{item} : 12 min sur 45 min". */
  progress(name: string): Locator {
    return this.region.getByRole('progressbar', { name: new RegExp(`^${escape(name)}`) })
  }
}

const escape = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
