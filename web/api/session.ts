import { create } from 'zustand'
import type { User } from '../../contract/schemas/auth.ts'
import { AUTH_STORAGE_KEY } from './auth-storage-key.ts'

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

/** The visitor's session: the stored token and, once fetched, who it belongs to. */
export const useSession = create<SessionState>((set) => ({
  token: storage()?.getItem(AUTH_STORAGE_KEY) ?? null,
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
