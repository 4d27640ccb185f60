import { API_BASE } from '../contract/values/api-paths.ts'

/** A storefront page the benches load: the home page, a category, an item page. */
export interface Route {
  name: string
  path: string
}

/** The demo's home page, its first category and its first public video. */
export async function demoRoutes(base: string): Promise<Route[]> {
  const api = `${base}${API_BASE}`
  const categories = (await (await fetch(`${api}/categories/?parent_id__isnull=true`)).json()) as
    { slug: string }[] | { results: { slug: string }[] }
  const category = (Array.isArray(categories) ? categories : categories.results)[0]
  const items = (await (await fetch(`${api}/items/?limit=30`)).json()) as {
    results: { slug: string; visibility_type: string; content_object_type: string }[]
  }
  // A video's page (as in issue 44), not a live event's countdown.
  const item = items.results.find(
    (entry) => entry.visibility_type === 'public' && entry.content_object_type === 'media',
  )
  return [
    { name: 'home', path: '/' },
    { name: 'category', path: `/category/${category?.slug ?? ''}` },
    { name: 'item', path: `/${item?.slug ?? ''}` },
  ]
}

/**
 * How long the server takes to send the page at `url` drawn (its whole body), as an anonymous
 * French visitor; throws when the page came without its first screen drawn.
 */
export async function drawnPageMs(url: string): Promise<number> {
  const start = performance.now()
  const answer = await fetch(url, { headers: { cookie: 'language=fr' } })
  const html = await answer.text()
  const ms = performance.now() - start
  if (!html.includes('data-rendered-language')) throw new Error(`${url} was not drawn`)
  return ms
}
