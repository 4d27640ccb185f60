import { Type, type Static } from 'typebox'

export { ErrorType, UNEXPECTED_ERROR_MESSAGE } from '../values/error-types.ts'

/**
 * Every failed answer: a type, a message, and per-field messages for validation errors; the server
 * adds the request's id (also its `x-request-id` header), which its log lines carry too.
 */
export const ApiError = Type.Object(
  {
    type: Type.String(),
    message: Type.String(),
    details: Type.Optional(Type.Record(Type.String(), Type.Array(Type.String()))),
    request_id: Type.Optional(Type.String()),
  },
  { $id: 'ApiError' },
)
export type ApiError = Static<typeof ApiError>
