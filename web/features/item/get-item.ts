import { queryOptions, useQuery } from '@tanstack/react-query'
import type { Item } from '../../../contract/schemas/catalogue.ts'
import { api } from '../../api/api.ts'
import { useSession } from '../../api/session.ts'

/** GET /items/{slug}/ */
export function getItem(slug: string, signal?: AbortSignal): Promise<Item> {
  return api<Item>(`/items/${encodeURIComponent(slug)}/`, { signal })
}

/**
 * The item as a visitor signed in or not sees it (has_access depends on who asks, hence the
 * session in the key); the page's hook and the server's first data (first-data.ts) share it.
 */
export function itemQuery(slug: string, signedIn: boolean) {
  return queryOptions({
    queryKey: ['item', slug, signedIn],
    queryFn: ({ signal }) => getItem(slug, signal),
  })
}

/**
 * The item as the visitor sees it. A failure is thrown to the route, which shows the not-found
 * page (spec §8).
 */
export function useItem(slug: string) {
  const signedIn = useSession((state) => state.token !== null)
  return useQuery({ ...itemQuery(slug, signedIn), throwOnError: true })
}
