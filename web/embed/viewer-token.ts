/** Where the storefront of the same origin keeps the visitor's login token (DESIGN: Zustand `auth`). */
const AUTH_STORAGE_KEY = 'auth'

/** The visitor's login token, or null (signed out, or storage refused in a third-party frame). */
export function viewerToken(): string | null {
  try {
    return window.localStorage.getItem(AUTH_STORAGE_KEY)
  } catch {
    return null
  }
}
