import { webConfig } from '../config.ts'
import { createApiClient } from './client.ts'
import { useSession } from './session.ts'
import { rememberedLanguage } from '../i18n/remembered-language.ts'

let authFailureHandler: () => void = () => useSession.getState().signOut()

/** Lets the app decide where a 401/403 sends the visitor (it owns the router). */
export function setAuthFailureHandler(handler: () => void): void {
  authFailureHandler = handler
}

let transport: typeof fetch = (input, init) => fetch(input, init)

/**
 * Where the API client's requests go: the network by default; the server's own handlers while
 * it renders a page (web/server-render.tsx).
 */
export function setApiTransport(fetchApi: typeof fetch): void {
  transport = fetchApi
}

/** The storefront's one API client. */
export const api = createApiClient({
  baseUrl: webConfig.apiBaseUrl,
  getToken: () => useSession.getState().token,
  onAuthFailure: () => authFailureHandler(),
  // Without a language cookie the page is French whatever the browser says: so are the errors.
  getLanguage: rememberedLanguage,
  fetch: (input, init) => transport(input, init),
})
