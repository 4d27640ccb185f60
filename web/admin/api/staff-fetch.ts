import { ADMIN_API_BASE, API_BASE, TOKEN_SCHEME } from '../../../contract/values/api-paths.ts'
import type { ApiError } from '../../../contract/schemas/errors.ts'
import { AUTH_STORAGE_KEY } from '../../api/auth-storage-key.ts'
import { rememberedLanguage } from '../../i18n/remembered-language.ts'
import { HttpError } from 'react-admin'

/** The token the storefront and the back office share (localStorage `auth`). */
export function storedToken(): string | null {
  try {
    return localStorage.getItem(AUTH_STORAGE_KEY)
  } catch {
    return null
  }
}

export function storeToken(token: string | null): void {
  try {
    if (token === null) localStorage.removeItem(AUTH_STORAGE_KEY)
    else localStorage.setItem(AUTH_STORAGE_KEY, token)
  } catch {
    // Private browsing may refuse storage: the session then lasts as long as the page.
  }
}

interface FetchOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
  /** Sent as JSON, or as the multipart form it is when it is FormData. */
  body?: unknown
  /** The token to send; the stored one by default. */
  token?: string | null
}

/** The §8 details as react-admin's form errors: each field's first message. */
function fieldErrors(failure: ApiError | null): Record<string, string> {
  return Object.fromEntries(
    Object.entries(failure?.details ?? {}).map(([field, messages]) => [field, messages[0] ?? '']),
  )
}

/**
 * A call to the server's API as the back office makes it: the token as `WebsiteToken`, JSON in
 * and out, and a failure as react-admin's HttpError carrying the §8 message and status. The
 * server says its messages in the back office's language, not in the browser's.
 */
async function call(url: string, options: FetchOptions = {}): Promise<Response> {
  const token = options.token === undefined ? storedToken() : options.token
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Accept-Language': rememberedLanguage(),
  }
  if (token) headers.Authorization = `${TOKEN_SCHEME} ${token}`
  const form = options.body instanceof FormData ? options.body : null
  // The browser writes a form's content type itself, with its boundary.
  if (options.body !== undefined && !form) headers['Content-Type'] = 'application/json'
  const response = await fetch(url, {
    method: options.method ?? 'GET',
    headers,
    body: form ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
  })
  if (!response.ok) {
    const failure = (await response.json().catch(() => null)) as ApiError | null
    throw new HttpError(failure?.message ?? response.statusText, response.status, {
      ...failure,
      // react-admin shows `errors` beside the inputs they name.
      errors: fieldErrors(failure),
    })
  }
  return response
}

/** A call to the staff API (ADMIN_API_BASE). */
export const staffFetch = (path: string, options?: FetchOptions) =>
  call(`${ADMIN_API_BASE}${path}`, options)

/** A call to the public API (API_BASE): sign-in, sign-out, the website's settings. */
export const publicFetch = (path: string, options?: FetchOptions) =>
  call(`${API_BASE}${path}`, options)
