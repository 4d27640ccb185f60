import { create } from 'zustand'
import type { User } from '../../contract/schemas/auth.ts'
import { AUTH_STORAGE_KEY } from './auth-storage-key.ts'
import { cookieValue } from '../../contract/values/cookie-value.ts'
import { FORM_LOGIN_COOKIE } from '../../contract/values/form-login.ts'

export { AUTH_STORAGE_KEY }

interface SessionState {
  /** Sent as the WebsiteToken authorization header while set. */
  token: string | null
  /** The signed-in user once GET /auth/me/ has answered; null before that and when signed out. */
  user: User | null
  signIn: (token: string) => void
  setUser: (user: User) => void
  /** Forgets the user and the token (spec §4 logout); where to go next is the caller's choice. */
  signOut: () => void
}

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage
  } catch {
    return null
  }
}

/**
 * The token of a login form the server handled before the app started
 * (contract/values/form-login.ts), moved from its cookie to the storage the app keeps it in.
 */
export function takeFormLoginToken(): string | null {
  if (typeof document === 'undefined') return null
  const token = cookieValue(document.cookie, FORM_LOGIN_COOKIE)
  if (token === null) return null
  document.cookie = `${FORM_LOGIN_COOKIE}=; Path=/; Max-Age=0; SameSite=Strict`
  if (!token) return null
  storage()?.setItem(AUTH_STORAGE_KEY, token)
  return token
}

/** The visitor's session: the stored token and, once fetched, who it belongs to. */
export const useSession = create<SessionState>((set) => ({
  token: takeFormLoginToken() ?? storage()?.getItem(AUTH_STORAGE_KEY) ?? null,
  user: null,
  signIn: (token) => {
    storage()?.setItem(AUTH_STORAGE_KEY, token)
    set({ token, user: null })
  },
  setUser: (user) => set({ user }),
  signOut: () => {
    storage()?.removeItem(AUTH_STORAGE_KEY)
    set({ token: null, user: null })
  },
}))
