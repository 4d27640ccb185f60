import { queryOptions, useQuery } from '@tanstack/react-query'
import type { Category } from '../../contract/schemas/catalogue.ts'
import { api } from './api.ts'

/** GET /categories/?ordering=position — the server may answer a list or `{results}`. */
export async function getCategories(): Promise<Category[]> {
  const answer = await api<Category[] | { results: Category[] }>('/categories/', {
    query: { ordering: 'position' },
  })
  return Array.isArray(answer) ? answer : answer.results
}

export const categoriesQuery = queryOptions({
  queryKey: ['categories', 'position'],
  queryFn: getCategories,
  staleTime: 5 * 60_000,
})

/** Every category in position order; empty while loading or after a failure (spec §8). */
export function useCategories(): { categories: Category[]; isPending: boolean } {
  const query = useQuery(categoriesQuery)
  return { categories: query.data ?? [], isPending: query.isPending }
}
