import { useQuery } from '@tanstack/react-query'
import type { Item } from '../../../contract/schemas/catalogue.ts'
import { api } from '../../api/api.ts'
import { useSession } from '../../api/session.ts'

/**
 * GET /items/{slug}/ — the item as the viewer sees it (has_access depends on who asks, hence the
 * session in the key); a failure stays on the TV's screen, which says so.
 */
export function useTvItem(slug: string) {
  const signedIn = useSession((state) => state.token !== null)
  return useQuery({
    queryKey: ['item', slug, signedIn],
    queryFn: ({ signal }) => api<Item>(`/items/${encodeURIComponent(slug)}/`, { signal }),
    retry: false,
  })
}
