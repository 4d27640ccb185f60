import { webConfig } from '../config.ts'
import { createApiClient } from './client.ts'
import { useSession } from './session.ts'

let authFailureHandler: () => void = () => useSession.getState().signOut()

/** Lets the app decide where a 401/403 sends the visitor (it owns the router). */
export function setAuthFailureHandler(handler: () => void): void {
  authFailureHandler = handler
}

/** The storefront's one API client. */
export const api = createApiClient({
  baseUrl: webConfig.apiBaseUrl,
  getToken: () => useSession.getState().token,
  onAuthFailure: () => authFailureHandler(),
})
