import { webConfig } from '../config.ts'
import { createApiClient } from './client.ts'
import { useSession } from './session.ts'

/**
 * POST /auth/logout/ with the given token, so the server revokes it. Sent by a client of its own:
 * a token that is already dead answers 401, which must not trigger the 401 rule of spec §4 on a
 * visitor who is leaving anyway.
 */
function revokeToken(token: string): Promise<unknown> {
  const request = createApiClient({
    baseUrl: webConfig.apiBaseUrl,
    getToken: () => token,
    onAuthFailure: () => undefined,
  })
  return request('/auth/logout/', { method: 'POST' })
}

/**
 * Spec §4 logout: clears the user, the stored token and the header at once; the server forgets
 * the token in the background. Navigating afterwards is up to the app.
 */
export function logOut(): void {
  const { token, signOut } = useSession.getState()
  signOut()
  if (token) revokeToken(token).catch(() => undefined)
}
