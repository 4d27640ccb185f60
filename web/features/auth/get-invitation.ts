import { useQuery } from '@tanstack/react-query'
import type { Invitation } from '../../../contract/schemas/auth.ts'
import { api } from '../../api/api.ts'

/** GET /auth/invitations/{invitationId}/ — an invitation that can still be accepted. */
export function getInvitation(invitationId: string, signal?: AbortSignal): Promise<Invitation> {
  return api<Invitation>(`/auth/invitations/${encodeURIComponent(invitationId)}/`, { signal })
}

/** The invitation once; a used or unknown one fails at once (spec §8 sends the visitor home). */
export function useInvitation(invitationId: string) {
  return useQuery({
    queryKey: ['invitation', invitationId],
    queryFn: ({ signal }) => getInvitation(invitationId, signal),
    retry: false,
    staleTime: Infinity,
  })
}
