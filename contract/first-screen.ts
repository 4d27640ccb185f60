import type { Category, Plan } from './catalogue.ts'
import type { PageContent } from './pages.ts'
import type { WebsiteSettings } from './website.ts'

/**
 * The data index.html carries for the storefront's first screen, in a JSON block of this id:
 * each part exactly what its API call answers (GET /website/, /categories/?ordering=position,
 * /billing/plans/?ordering=amount when the site sells subscriptions, /pages/{home}/ on the home
 * page). Plain values and types only, so the storefront can import it.
 */
export const FIRST_SCREEN_ID = 'first-screen'

export interface FirstScreen {
  website: WebsiteSettings
  categories: Category[]
  plans?: Plan[]
  page?: PageContent
}
