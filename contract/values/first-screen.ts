import type { Category, Plan } from '../schemas/catalogue.ts'
import type { PageContent } from '../schemas/pages.ts'
import type { WebsiteSettings } from '../schemas/website.ts'

/**
 * The data index.html carries for the storefront's first screen, in a JSON block of this id:
 * each part exactly what its API call answers (GET /website/, /categories/?ordering=position,
 * /billing/plans/?ordering=amount when the site sells subscriptions, /pages/{home}/ on the home
 * page). On a site that forces login, only the website: the rest is for members. Plain values
 * and types only, so the storefront can import it.
 */
export const FIRST_SCREEN_ID = 'first-screen'

export interface FirstScreen {
  website: WebsiteSettings
  /** Absent on a site that forces login. */
  categories?: Category[]
  plans?: Plan[]
  page?: PageContent
}

/**
 * The cookie that tells the server the visitor's language (`fr` or `en`), so the first screen
 * it renders is in that language; the storefront writes it when the visitor switches.
 */
export const LANGUAGE_COOKIE = 'language'

/**
 * The query parameter that gives a page an address per language (`/film?lang=en`), for search
 * engines (`hreflang`): the server renders that page in it, whatever the cookie says, and the
 * storefront takes it as the visitor's choice.
 */
export const LANGUAGE_QUERY = 'lang'

/**
 * The id of the JSON block of what the server asked its own API while rendering the first
 * screen (TanStack Query's dehydrated state): the category's items, the item opened, … as an
 * anonymous visitor gets them.
 */
export const RENDERED_QUERIES_ID = 'first-screen-queries'

/** On the element the server rendered the first screen into: the language it rendered in. */
export const RENDERED_LANGUAGE_ATTRIBUTE = 'data-rendered-language'

/**
 * And the origin its share links and embed code were drawn with: the page's own host when the
 * website claims it, else its public URL. The browser keeps it, so taking over changes nothing.
 */
export const RENDERED_ORIGIN_ATTRIBUTE = 'data-rendered-origin'

/** Set on `<html>` once the app runs the page: what the server drew now answers clicks. */
export const APP_READY_ATTRIBUTE = 'data-app-ready'
