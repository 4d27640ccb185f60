import { createHash } from 'node:crypto'
import { API_BASE } from '../../../contract/values/api-paths.ts'
import type {
  RenderedPage,
  RenderFirstScreen,
  RenderRequest,
} from '../../../contract/values/server-render.ts'
import { LruMap } from '../../lib/lru-map.ts'

/** API calls whose answers change only with the catalogue, which bumps catalogue_version. */
const CATALOGUE_CALLS = [`${API_BASE}/items/`, `${API_BASE}/categories/`]

/** What a render depends on besides its API calls. */
export interface RenderVersion {
  websiteUid: string
  catalogueVersion: number
  /** The first screen's data as the page carries it: settings, categories, plans, home blocks. */
  firstScreenJson: string
}

/** Renders a page, or gives the one kept for the same page, language and version. */
export type KeptRenderer = (
  request: RenderRequest,
  version: RenderVersion,
) => Promise<RenderedPage | null>

interface Kept {
  page: RenderedPage | null
}

/**
 * The queries a kept render carries, stamped as fetched now: they are as current as when they
 * were rendered (the catalogue has not changed since), and the browser would otherwise find them
 * older than their stale time and ask the API again.
 */
function freshQueries(queries: unknown, now: number): unknown {
  if (typeof queries !== 'object' || queries === null || !('queries' in queries)) return queries
  const list = (queries as { queries: unknown }).queries
  if (!Array.isArray(list)) return queries
  return {
    ...queries,
    queries: list.map((query: { state?: object }) =>
      query.state ? { ...query, state: { ...query.state, dataUpdatedAt: now } } : query,
    ),
  }
}

/**
 * The renderer with the pages it drew kept, per process, for as long as nothing they were drawn
 * from changed: the key holds the page's address and language, the first screen's data and the
 * website's catalogue version. Only a page whose every API call is a catalogue call (items,
 * categories) is kept; another (the legal text, a partner) is drawn on each request. A page
 * drawn while the API failed (5xx: the database restarting) or while a part of it failed to
 * render is not kept either: the next visit draws it whole. Home, the categories and the item
 * pages are then drawn once per catalogue change instead of per visit.
 */
export function keepRenders(render: RenderFirstScreen, capacity = 500): KeptRenderer {
  const kept = new LruMap<string, Kept>(capacity)
  return async (request, version) => {
    const key = [
      version.websiteUid,
      version.catalogueVersion,
      request.language,
      request.url,
      // The footer's year.
      new Date().getFullYear(),
      createHash('sha256').update(version.firstScreenJson).digest('base64url'),
    ].join('\u0000')
    const hit = kept.get(key)
    if (hit) {
      return hit.page && { ...hit.page, queries: freshQueries(hit.page.queries, Date.now()) }
    }
    let fromCatalogue = true
    let whole = true
    const page = await render({
      ...request,
      fetchApi: async (input, init) => {
        const called = new URL(String(input), 'http://storefront.invalid').pathname
        if (!CATALOGUE_CALLS.some((prefix) => called.startsWith(prefix))) fromCatalogue = false
        const answer = await request.fetchApi(input, init)
        if (answer.status >= 500) whole = false
        return answer
      },
      onError: (error) => {
        whole = false
        request.onError?.(error)
      },
    })
    if (fromCatalogue && whole) kept.set(key, { page })
    return page
  }
}
