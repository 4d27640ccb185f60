import { ErrorType, UNEXPECTED_ERROR_MESSAGE } from '../../contract/values/error-types.ts'
import { isRecord } from '../../contract/values/is-record.ts'

export { UNEXPECTED_ERROR_MESSAGE }

/** Every failure a call can end in, normalised as spec §8 says. */
export class ApiError extends Error {
  readonly type: string
  /** HTTP status, when the server answered. */
  readonly status: number | undefined
  /** Messages per field for validation errors, e.g. `{email: ['...']}`. */
  readonly details: Record<string, string[]> | undefined
  /** The raw answer or thrown value when the server's answer could not be understood. */
  readonly rootCause: unknown
  /** Seconds the server asks to wait before trying again (`Retry-After`), when it says. */
  readonly retryAfter: number | undefined

  constructor(fields: {
    type: string
    message: string
    status?: number
    details?: Record<string, string[]>
    rootCause?: unknown
    retryAfter?: number
  }) {
    super(fields.message)
    this.name = 'ApiError'
    this.type = fields.type
    this.status = fields.status
    this.details = fields.details
    this.rootCause = fields.rootCause
    this.retryAfter = fields.retryAfter
  }
}

/**
 * Spec §8: the field a refusal named (null when none) and its first message, as the server said
 * it in the visitor's language; anything that is no refusal (a lost connection, a 5xx) says
 * `fallback`.
 */
export function refusalOf(
  error: unknown,
  fallback: string,
): { field: string | null; message: string } {
  if (!isApiError(error) || error.status === undefined || error.status >= 500) {
    return { field: null, message: fallback }
  }
  const [field, messages] = Object.entries(error.details ?? {})[0] ?? [null, []]
  return { field, message: messages[0] ?? error.message }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError
}

function detailsOf(body: Record<string, unknown>): Record<string, string[]> | undefined {
  return isRecord(body.details) ? (body.details as Record<string, string[]>) : undefined
}

/** `Retry-After` in seconds (the server sends seconds, never a date). */
function retryAfterOf(response: Response): number | undefined {
  const seconds = Number(response.headers.get('Retry-After') ?? Number.NaN)
  return Number.isFinite(seconds) && seconds >= 0 ? seconds : undefined
}

/** A failed answer: its own `{type, message}` when it has one, else a ServerError. */
export function errorFromAnswer(response: Response, body: unknown): ApiError {
  if (isRecord(body) && typeof body.type === 'string' && typeof body.message === 'string') {
    return new ApiError({
      type: body.type,
      message: body.message,
      status: response.status,
      details: detailsOf(body),
      retryAfter: retryAfterOf(response),
    })
  }
  return new ApiError({
    type: ErrorType.ServerError,
    message: UNEXPECTED_ERROR_MESSAGE,
    status: response.status,
    rootCause: response,
  })
}

/** The network failed or the request never got an answer. */
export function transportError(cause: unknown): ApiError {
  return new ApiError({
    type: ErrorType.TransportError,
    message: UNEXPECTED_ERROR_MESSAGE,
    rootCause: cause,
  })
}
