import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query'
import type { Bundle } from '../../contract/schemas/bundles.ts'
import { useSession } from './session.ts'
import { api } from './api.ts'

/** The most bundles one GET /bundles/?uid__in= answers, and one checkout buys (contract). */
const MAX_BUNDLES = 20

const CART_BUNDLES_KEY = 'cart-bundles'

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
  return useQuery({
    queryKey: ['bundles', itemUid, signedIn],
    queryFn: ({ signal }) => getBundles({ item: itemUid }, signal),
    enabled,
  })
}

/**
 * The cart's bundles, keyed by the uids asked (each once, sorted), as web/api/get-cart-items.ts
 * keys its items: fetched once at start-up, then shown as last seen.
 */
export function cartBundlesQuery(uids: readonly string[]) {
  const asked = [...new Set(uids)].toSorted().slice(0, MAX_BUNDLES)
  return queryOptions({
    queryKey: [CART_BUNDLES_KEY, asked] as const,
    queryFn: ({ signal }) => getBundles({ uid__in: asked }, signal),
    enabled: asked.length > 0,
    staleTime: Infinity,
  })
}

/** Keeps a bundle a page shows as the answer for its uid: the cart shows it without asking. */
export function keepCartBundle(queryClient: QueryClient, bundle: Bundle): void {
  queryClient.setQueryData(cartBundlesQuery([bundle.uid]).queryKey, [bundle])
}

/** Those of `uids` that earlier answers (or pages, through keepCartBundle) hold, in that order. */
export function cachedCartBundles(queryClient: QueryClient, uids: readonly string[]): Bundle[] {
  const answers = queryClient.getQueriesData<Bundle[]>({ queryKey: [CART_BUNDLES_KEY] })
  const byUid = new Map(answers.flatMap(([, bundles]) => bundles ?? []).map((b) => [b.uid, b]))
  return uids.flatMap((uid) => byUid.get(uid) ?? [])
}
