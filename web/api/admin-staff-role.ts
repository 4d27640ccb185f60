import { useQuery } from '@tanstack/react-query'
import type { User } from '../../contract/schemas/auth.ts'
import { getMe } from './get-me.ts'
import { useSession } from './session.ts'

export type StaffRole = NonNullable<User['staff_role']>

/**
 * The signed-in user's role on this site's staff ('owner' or 'editor'), or null for visitors
 * and customers: what decides whether the home page offers the editor. Read from the session's
 * user; asked of GET /auth/me/ while the session does not hold it yet.
 */
export function useStaffRole(): StaffRole | null {
  const token = useSession((state) => state.token)
  const user = useSession((state) => state.user)
  const me = useQuery({
    queryKey: ['auth', 'me', token],
    queryFn: ({ signal }) => getMe(signal),
    enabled: token !== null && user === null,
    staleTime: 5 * 60_000,
  })
  if (token === null) return null
  return (user ?? me.data)?.staff_role ?? null
}
