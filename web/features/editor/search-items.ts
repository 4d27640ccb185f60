import { useQuery } from '@tanstack/react-query'
import type { ItemsPage } from '../../../contract/schemas/catalogue.ts'
import { api } from '../../api/api.ts'

const RESULTS = 20

/** GET /items/?search=…&limit=20 — items to choose from; the newest when nothing is typed. */
export async function searchItems(text: string, signal?: AbortSignal) {
  const page = await api<ItemsPage>('/items/', {
    query: { search: text.trim() || undefined, limit: RESULTS },
    signal,
  })
  return page.results
}

export function useItemSearch(text: string) {
  return useQuery({
    queryKey: ['editor', 'item-search', text.trim()],
    queryFn: ({ signal }) => searchItems(text, signal),
    staleTime: 60_000,
  })
}
