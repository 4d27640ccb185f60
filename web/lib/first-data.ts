import type { QueryClient } from '@tanstack/react-query'
import type { Params } from 'react-router'

/** What a route's first data step is given: the page's query cache, its params and address. */
export interface FirstDataContext {
  /** Already holding the first screen's data (website, categories, plans, the page's blocks). */
  queryClient: QueryClient
  params: Params
  url: URL
}

/**
 * What a screen's first view shows, fetched into the query cache before the server draws it
 * (web/server-render.tsx), with the very query options its components ask (one source for the
 * keys and fetchers). A route declares it as `handle.firstData` (web/app/routes.tsx). A failure
 * is left in the cache for the screen to show, as it would in the browser.
 */
export type FirstData = (context: FirstDataContext) => Promise<unknown>

/**
 * The server draws the first screen as an anonymous visitor sees it: the "signed in" part of
 * the keys of the queries whose answer depends on who asks.
 */
export const SIGNED_OUT = false
