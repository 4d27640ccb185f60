/**
 * The error types and the fallback message of spec §8, as plain values: no TypeBox here, so the
 * storefront can import them without bundling the schemas of contract/schemas/errors.ts.
 */
/** The error types a client can meet (spec §8). */
export const ErrorType = {
  ValidationError: 'ValidationError',
  InvalidCredentials: 'InvalidCredentials',
  Unauthorized: 'Unauthorized',
  Forbidden: 'Forbidden',
  NotFound: 'NotFound',
  Conflict: 'Conflict',
  PayloadTooLarge: 'PayloadTooLarge',
  UnsupportedMediaType: 'UnsupportedMediaType',
  TooManyRequests: 'TooManyRequests',
  /** The request's body stopped arriving before it was whole (408). */
  RequestTimeout: 'RequestTimeout',
  /** The request's headers are larger than the server reads (431). */
  HeadersTooLarge: 'HeadersTooLarge',
  /** The server cannot reach its database or Redis for a moment; `Retry-After` says when to retry. */
  ServiceUnavailable: 'ServiceUnavailable',
  ServerError: 'ServerError',
  TransportError: 'TransportError',
} as const
export type ErrorType = (typeof ErrorType)[keyof typeof ErrorType]

/** The message the client shows for any failure it cannot explain (spec §8). */
export const UNEXPECTED_ERROR_MESSAGE =
  'An unexpected error occurred while processing your request.'
