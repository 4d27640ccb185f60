import { useQuery, useQueryClient, type UseQueryResult } from '@tanstack/react-query'
import { useEffect, useMemo } from 'react'
import type { SavedCartQueries } from '../../api/saved-cart-query.ts'

/**
 * The query of what the cart names by `uids` (its items, its bundles). What the cache already
 * holds (an earlier answer, one a page added) shows at once; a uid the cache lacks asks for all.
 */
export function useSavedCartQuery<T extends { uid: string }>(
  queries: SavedCartQueries<T>,
  uids: readonly string[],
) {
  const queryClient = useQueryClient()
  const options = useMemo(() => queries.query(uids), [queries, uids])
  const [, asked] = options.queryKey
  const result = useQuery({
    ...options,
    initialData: () => {
      const cached = queries.cached(queryClient, asked)
      return asked.length > 0 && cached.length === asked.length ? cached : undefined
    },
    placeholderData: () => queries.cached(queryClient, asked),
  })
  return { asked, result }
}

/** What useSavedCartQuery found, by uid; one missing is not loaded yet, or gone. */
export function useByUid<T extends { uid: string }>(
  found: T[] | undefined,
): ReadonlyMap<string, T> {
  return useMemo(() => new Map((found ?? []).map((one) => [one.uid, one])), [found])
}

/**
 * Spec §4 start-up: each answer of the query is handed to `reconcile`, which takes out of the
 * cart what the server no longer has. Spec §8: a failure is only logged, as `failure`.
 */
export function useReconcileSavedCart<T>(
  query: { asked: readonly string[]; result: UseQueryResult<T[]> },
  reconcile: (asked: readonly string[], found: T[]) => void,
  failure: string,
) {
  const { asked, result } = query
  const { data, error, isPlaceholderData } = result

  useEffect(() => {
    if (data && !isPlaceholderData) reconcile(asked, data)
  }, [asked, data, isPlaceholderData, reconcile])

  useEffect(() => {
    if (error) console.error(failure, error)
  }, [error, failure])
}
