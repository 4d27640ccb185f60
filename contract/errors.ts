import { Type, type Static } from 'typebox'

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
  ServerError: 'ServerError',
  TransportError: 'TransportError',
} as const
export type ErrorType = (typeof ErrorType)[keyof typeof ErrorType]

/** The message the client shows for any failure it cannot explain (spec §8). */
export const UNEXPECTED_ERROR_MESSAGE =
  'An unexpected error occurred while processing your request.'

/** Every failed answer: a type, a message, and per-field messages for validation errors. */
export const ApiError = Type.Object(
  {
    type: Type.String(),
    message: Type.String(),
    details: Type.Optional(Type.Record(Type.String(), Type.Array(Type.String()))),
  },
  { $id: 'ApiError' },
)
export type ApiError = Static<typeof ApiError>
