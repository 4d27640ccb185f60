import { Type, type Static } from 'typebox'

export { ErrorType, UNEXPECTED_ERROR_MESSAGE } from './error-types.ts'

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
