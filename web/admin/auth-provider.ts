import { HttpError, type AuthProvider } from 'react-admin'
import type { User } from '../../contract/schemas/auth.ts'
import { getStaff } from './api/get-staff.ts'
import { publicFetch, storedToken, storeToken } from './api/staff-fetch.ts'

/** The message (a key of the back office's texts) shown to an account that is not staff here. */
export const NOT_STAFF_MESSAGE = 'vitrine.auth.notStaff'

const FORBIDDEN = 403
const UNAUTHORIZED = 401

/** The staff member's role, or the refusal a signed-in account that is not staff gets. */
async function staffOf(token: string) {
  try {
    return await getStaff(token)
  } catch (error) {
    if (error instanceof HttpError && error.status === FORBIDDEN) {
      throw new Error(NOT_STAFF_MESSAGE)
    }
    throw error
  }
}

/**
 * Staff sign in with their site account through the public login call; the token is kept where
 * the storefront keeps its own (localStorage `auth`), so either signs in both. Only staff of this
 * website get in: GET /me/ answers 403 to anyone else, who is told so and kept out.
 */
export const authProvider: AuthProvider = {
  async login({ username, password }: { username: string; password: string }) {
    const response = await publicFetch('/auth/login/', {
      method: 'POST',
      body: { email: username, password },
      token: null,
    })
    const { token } = (await response.json()) as { token: string }
    try {
      await staffOf(token)
    } catch (error) {
      // Not staff: that token opens nothing here, and the storefront's own session stays as it was.
      await publicFetch('/auth/logout/', { method: 'POST', token }).catch(() => undefined)
      throw error
    }
    storeToken(token)
  },

  async checkAuth() {
    const token = storedToken()
    // Nobody signed in yet: the login screen, without an error.
    if (!token) throw { message: false }
    await staffOf(token)
  },

  async logout() {
    const token = storedToken()
    // A customer signed in on the storefront who opened /admin stays signed in there.
    const staff = token ? await getStaff(token).catch(() => null) : null
    if (!token || !staff) return
    await publicFetch('/auth/logout/', { method: 'POST', token }).catch(() => undefined)
    storeToken(null)
  },

  async checkError(error: unknown) {
    // A 403 on one screen (the audit log for an editor) is not a reason to sign out.
    if (error instanceof HttpError && error.status === UNAUTHORIZED) throw error
  },

  async getPermissions() {
    const token = storedToken()
    return token ? (await staffOf(token)).permissions : []
  },

  async getIdentity() {
    const user = (await (await publicFetch('/auth/me/')).json()) as User
    return { id: user.uid, fullName: `${user.first_name} ${user.last_name}`.trim() || user.email }
  },
}
