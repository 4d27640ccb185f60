import { TOKEN_SCHEME } from '../../contract/values/api-paths.ts'
import { ErrorType } from '../../contract/values/error-types.ts'
import { ApiError, errorFromAnswer, transportError, UNEXPECTED_ERROR_MESSAGE } from './api-error.ts'
import { queryString, type QueryValue } from './query-string.ts'
import { newIdempotencyKey } from './idempotency-key.ts'
import { decodeAnswer, encodeBody } from './request-body.ts'

export interface RequestOptions {
  /** GET by default, POST when a body is given. */
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
  query?: Record<string, QueryValue>
  body?: unknown
  signal?: AbortSignal
  /** Headers of this request only, beside those every request sends. */
  headers?: Record<string, string>
  /** Resolve `path` against the API's origin instead of its base path (e.g. /api/snippets/). */
  fromOrigin?: boolean
}

export interface ApiClientOptions {
  baseUrl: string
  /** The signed-in visitor's token, sent as `Authorization: WebsiteToken <token>`. */
  getToken: () => string | null
  /** Called on every 401 or 403 answer (spec §4: log out and go to the login screen). */
  onAuthFailure: () => void
  /** The page's language, sent as Accept-Language: the server's messages come in it. */
  getLanguage?: () => string
  fetch?: typeof fetch
  /** Pauses before each resend of a request that changes something (RESEND_PAUSES_MS). */
  resendPausesMs?: number[]
}

export type ApiRequest = <T>(path: string, options?: RequestOptions) => Promise<T>

/**
 * A request that changes something is sent again when the gateway lost the process that had it
 * (502, 504), none could take it (503), or the connection dropped before an answer: PUT, PATCH
 * and DELETE set what they set, and a POST carries an Idempotency-Key, so the server answers a
 * POST it already ran with its first answer (server/app/idempotent-requests.ts) — or, while the
 * first still runs, 409 with Retry-After, which is waited out too. GETs are nginx's to resend.
 */
const RESEND_STATUSES = new Set([502, 503, 504])
export const RESEND_PAUSES_MS = [300, 1000]

function pause(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason as Error)
    const timer = setTimeout(resolve, ms)
    signal?.addEventListener('abort', () => {
      clearTimeout(timer)
      reject(signal.reason as Error)
    })
  })
}

/** Whether `answer` to a request that may be sent again asks for it to be. */
function asksToResend(answer: Response, method: string): boolean {
  if (RESEND_STATUSES.has(answer.status)) return true
  return answer.status === 409 && method === 'POST' && answer.headers.has('retry-after')
}

function originOf(baseUrl: string): string {
  const match = /^[a-z][a-z0-9+.-]*:\/\/[^/]+/i.exec(baseUrl)
  return match ? match[0] : ''
}

/** The HTTP client of spec §7: body kinds, token header, errors of §8, the 401/403 rule. */
export function createApiClient(options: ApiClientOptions): ApiRequest {
  const doFetch = options.fetch ?? ((input, init) => fetch(input, init))
  const pauses = options.resendPausesMs ?? RESEND_PAUSES_MS

  return async function request<T>(path: string, init: RequestOptions = {}): Promise<T> {
    const root = init.fromOrigin ? originOf(options.baseUrl) : options.baseUrl
    const headers: Record<string, string> = { Accept: 'application/json, text/*;q=0.9, */*;q=0.8' }
    const token = options.getToken()
    if (token) headers.Authorization = `${TOKEN_SCHEME} ${token}`
    const language = options.getLanguage?.()
    if (language) headers['Accept-Language'] = language
    const encoded = init.body === undefined ? undefined : encodeBody(init.body)
    if (encoded?.contentType) headers['Content-Type'] = encoded.contentType
    const method = init.method ?? (encoded ? 'POST' : 'GET')
    if (method === 'POST') headers['Idempotency-Key'] = newIdempotencyKey()
    Object.assign(headers, init.headers)

    const url = `${root}${path}${queryString(init.query)}`
    const send = () => doFetch(url, { method, headers, body: encoded?.body, signal: init.signal })
    const resendable = method !== 'GET'
    let response: Response | undefined
    for (let attempt = 0; !response; attempt++) {
      const last = !resendable || attempt === pauses.length
      try {
        const answer = await send()
        if (last || !asksToResend(answer, method)) response = answer
      } catch (error) {
        if (init.signal?.aborted) throw error
        if (last) throw transportError(error)
      }
      if (!response) await pause(pauses[attempt]!, init.signal)
    }

    if (response.status === 401 || response.status === 403) options.onAuthFailure()
    let body: unknown
    try {
      body = await decodeAnswer(response)
    } catch (error) {
      if (init.signal?.aborted) throw error
      // Only a parse error means the server sent nonsense; anything else means the body was cut
      // off on the way (connection lost, page left), which is as good as no answer at all.
      if (!(error instanceof SyntaxError)) throw transportError(error)
      if (!response.ok) throw errorFromAnswer(response, undefined)
      throw new ApiError({
        type: ErrorType.ServerError,
        message: UNEXPECTED_ERROR_MESSAGE,
        status: response.status,
        rootCause: error,
      })
    }
    if (!response.ok) throw errorFromAnswer(response, body)
    return body as T
  }
}
