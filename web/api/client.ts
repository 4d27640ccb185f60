import { TOKEN_SCHEME } from '../../contract/values/api-paths.ts'
import { ErrorType } from '../../contract/values/error-types.ts'
import { ApiError, errorFromAnswer, transportError, UNEXPECTED_ERROR_MESSAGE } from './api-error.ts'
import { queryString, type QueryValue } from './query-string.ts'
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
}

export type ApiRequest = <T>(path: string, options?: RequestOptions) => Promise<T>

function originOf(baseUrl: string): string {
  const match = /^[a-z][a-z0-9+.-]*:\/\/[^/]+/i.exec(baseUrl)
  return match ? match[0] : ''
}

/** The HTTP client of spec §7: body kinds, token header, errors of §8, the 401/403 rule. */
export function createApiClient(options: ApiClientOptions): ApiRequest {
  const doFetch = options.fetch ?? ((input, init) => fetch(input, init))

  return async function request<T>(path: string, init: RequestOptions = {}): Promise<T> {
    const root = init.fromOrigin ? originOf(options.baseUrl) : options.baseUrl
    const headers: Record<string, string> = { Accept: 'application/json, text/*;q=0.9, */*;q=0.8' }
    const token = options.getToken()
    if (token) headers.Authorization = `${TOKEN_SCHEME} ${token}`
    const language = options.getLanguage?.()
    if (language) headers['Accept-Language'] = language
    const encoded = init.body === undefined ? undefined : encodeBody(init.body)
    if (encoded?.contentType) headers['Content-Type'] = encoded.contentType
    Object.assign(headers, init.headers)

    let response: Response
    try {
      response = await doFetch(`${root}${path}${queryString(init.query)}`, {
        method: init.method ?? (encoded ? 'POST' : 'GET'),
        headers,
        body: encoded?.body,
        signal: init.signal,
      })
    } catch (error) {
      if (init.signal?.aborted) throw error
      throw transportError(error)
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
