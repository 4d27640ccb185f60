import { queryOptions, type QueryClient } from '@tanstack/react-query'

/** What a saved cart names by uid and fetches: its items, its bundles. */
interface Named {
  uid: string
}

/**
 * The queries of what a saved cart names by uid: keyed by the uids asked (each once, sorted: one
 * cart, one key) and fetched at start-up; the cart then shows them as last seen, so they never go
 * stale (spec §4). A page showing one keeps it as the answer for its uid, and the cart shows it
 * without asking.
 */
export function savedCartQueries<T extends Named>(source: {
  /** The first part of the queries' keys. */
  key: string
  /** The most uids one request may name. */
  most: number
  fetch: (uids: readonly string[], signal: AbortSignal) => Promise<T[]>
}) {
  const { key, most, fetch } = source
  const query = (uids: readonly string[]) => {
    const asked = [...new Set(uids)].toSorted().slice(0, most)
    return queryOptions({
      queryKey: [key, asked] as const,
      queryFn: ({ signal }) => fetch(asked, signal),
      enabled: asked.length > 0,
      staleTime: Infinity,
    })
  }
  return {
    query,
    /** Keeps what a page shows as the answer for its uid. */
    keep(queryClient: QueryClient, shown: T): void {
      queryClient.setQueryData(query([shown.uid]).queryKey, [shown])
    },
    /** Those of `uids` that earlier answers (or pages, through `keep`) hold, in that order. */
    cached(queryClient: QueryClient, uids: readonly string[]): T[] {
      const answers = queryClient.getQueriesData<T[]>({ queryKey: [key] })
      const byUid = new Map(
        answers.flatMap(([, found]) => found ?? []).map((one) => [one.uid, one]),
      )
      return uids.flatMap((uid) => byUid.get(uid) ?? [])
    },
  }
}

export type SavedCartQueries<T extends Named> = ReturnType<typeof savedCartQueries<T>>
