import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { Item } from '../../contract/schemas/catalogue.ts'
import { api } from './api.ts'
import { useSession } from './session.ts'

/** GET /me/list/ — the items the signed-in visitor keeps, last added first. */
export function useMyList() {
  const token = useSession((state) => state.token)
  return useQuery({
    queryKey: ['my-list', token],
    queryFn: ({ signal }) => api<Item[]>('/me/list/', { signal }),
    enabled: token !== null,
  })
}

/** PUT or DELETE /me/list/{uid}/; the list is asked again once the server has it. */
export function useChangeMyList() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ itemUid, keep }: { itemUid: string; keep: boolean }) =>
      api<undefined>(`/me/list/${encodeURIComponent(itemUid)}/`, {
        method: keep ? 'PUT' : 'DELETE',
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['my-list'] }),
  })
}
