import { useQuery } from '@tanstack/react-query'
import type { Category } from '../../../contract/catalogue.ts'
import { publicFetch } from '../api/staff-fetch.ts'

/** The website's categories, to filter items by: GET /categories/ of the public API. */
export function useCategoryChoices() {
  const categories = useQuery({
    queryKey: ['vitrine', 'categories'],
    queryFn: async () => (await (await publicFetch('/categories/')).json()) as Category[],
    staleTime: 5 * 60_000,
  })
  return (categories.data ?? []).map((category) => ({ id: category.uid, name: category.name }))
}
