import { create } from 'zustand'

/** Spec §9: the login token is kept in localStorage under `auth`. */
export const AUTH_STORAGE_KEY = 'auth'

interface SessionState {
  token: string | null
  signIn: (token: string) => void
  signOut: () => void
}

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage
  } catch {
    return null
  }
}

/** The visitor's session: only the token for now; the auth feature adds the user on top. */
export const useSession = create<SessionState>((set) => ({
  token: storage()?.getItem(AUTH_STORAGE_KEY) ?? null,
  signIn: (token) => {
    storage()?.setItem(AUTH_STORAGE_KEY, token)
    set({ token })
  },
  signOut: () => {
    storage()?.removeItem(AUTH_STORAGE_KEY)
    set({ token: null })
  },
}))
