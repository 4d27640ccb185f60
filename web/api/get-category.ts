import { queryOptions, useQuery } from '@tanstack/react-query'
import type { Category } from '../../contract/schemas/catalogue.ts'
import { api } from './api.ts'

/** GET /categories/{slug}/ */
export function getCategory(slug: string): Promise<Category> {
  return api<Category>(`/categories/${encodeURIComponent(slug)}/`)
}

export function categoryQuery(slug: string) {
  return queryOptions({
    queryKey: ['category', slug],
    queryFn: () => getCategory(slug),
    staleTime: 5 * 60_000,
  })
}

export function useCategory(slug: string) {
  return useQuery(categoryQuery(slug))
}
