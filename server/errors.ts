import { ErrorType } from '../contract/schemas/errors.ts'

/** A failure the client caused or may be told about; the error handler turns it into §8's shape. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly type: string,
    message: string,
    readonly details?: Record<string, string[]>,
    /** Seconds before trying again, for 429 answers. */
    readonly retryAfter?: number,
    /** More fields of the answer beside `details`, as the route's error schema names them. */
    readonly fields?: Record<string, unknown>,
  ) {
    super(message)
  }
}

/** 400 naming the field that is wrong. */
export function invalidField(field: string, message: string): AppError {
  return new AppError(400, ErrorType.ValidationError, `${field}: ${message}`, {
    [field]: [message],
  })
}

export function notFound(what = 'Not found.'): AppError {
  return new AppError(404, ErrorType.NotFound, what)
}

export function unauthorized(message = 'Authentication credentials were not provided.'): AppError {
  return new AppError(401, ErrorType.Unauthorized, message)
}

export function forbidden(
  message = 'You do not have permission to perform this action.',
): AppError {
  return new AppError(403, ErrorType.Forbidden, message)
}

export function conflict(
  message: string,
  field?: string,
  fields?: Record<string, unknown>,
): AppError {
  const details = field ? { [field]: [message] } : undefined
  return new AppError(409, ErrorType.Conflict, message, details, undefined, fields)
}

export function tooManyRequests(
  retryAfter: number,
  message = 'Too many attempts. Please try again later.',
): AppError {
  return new AppError(429, ErrorType.TooManyRequests, message, undefined, retryAfter)
}
