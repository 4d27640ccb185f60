import { queryOptions, useQuery } from '@tanstack/react-query'
import type { Bundle } from '../../contract/schemas/bundles.ts'
import { useSession } from './session.ts'
import { api } from './api.ts'
import { savedCartQueries } from './saved-cart-query.ts'

/** The most bundles one GET /bundles/?uid__in= answers, and one checkout buys (contract). */
const MAX_BUNDLES = 20

/** GET /bundles/ — the bundles on sale holding `item`, or those named by `uid__in`. */
export function getBundles(
  query: { item: string } | { uid__in: readonly string[] },
  signal?: AbortSignal,
): Promise<Bundle[]> {
  return api<Bundle[]>('/bundles/', { query, signal })
}

/**
 * The bundles on sale that hold this item, for its page; asked only while the site sells
 * (`enabled`). Who asks decides which bundles are out yet, hence the session in the key.
 */
export function useItemBundles(itemUid: string, enabled: boolean) {
  const signedIn = useSession((state) => state.token !== null)
  return useQuery({ ...itemBundlesQuery(itemUid, signedIn), enabled })
}

/** The bundles holding an item, as a visitor signed in or not sees them. */
export function itemBundlesQuery(itemUid: string, signedIn: boolean) {
  return queryOptions({
    queryKey: ['bundles', itemUid, signedIn],
    queryFn: ({ signal }) => getBundles({ item: itemUid }, signal),
  })
}

/** The cart's bundles, as its items are: fetched once at start-up, then shown as last seen. */
export const cartBundles = savedCartQueries<Bundle>({
  key: 'cart-bundles',
  most: MAX_BUNDLES,
  fetch: (uids, signal) => getBundles({ uid__in: uids }, signal),
})
