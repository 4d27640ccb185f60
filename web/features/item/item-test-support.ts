import type { Item } from '../../../contract/schemas/catalogue.ts'
import type { WebsiteSettings } from '../../../contract/schemas/website.ts'
import { anItem, aWebsite } from '../../test/fixtures.ts'
import { serveAnswers, type Answers } from '../../test/render-app.tsx'

/** An item whose name and price are what the item page tests look for. */
export function aFilm(overrides: Partial<Item> = {}): Item {
  return anItem({ uid: 'film', slug: 'le-film', category_name: 'Nature', ...overrides })
}

/** The start-up answers, the item at /items/{slug}/, and whatever else a test adds. */
export function serveItem(
  item: Item,
  options: { website?: Partial<WebsiteSettings>; answers?: Answers } = {},
) {
  return serveAnswers({
    '/website/': aWebsite(options.website),
    '/categories/': [],
    '/billing/plans/': [],
    [`/items/${item.slug}/`]: item,
    '/items/': { count: 0, results: [] },
    ...options.answers,
  })
}
