import { Type, type Static } from 'typebox'
import { Email } from './auth.ts'

/** POST /contact/ */
export const ContactBody = Type.Object({
  email: Email,
  first_name: Type.String({ minLength: 1, maxLength: 150 }),
  last_name: Type.String({ minLength: 1, maxLength: 150 }),
  message: Type.String({ minLength: 1, maxLength: 5000 }),
})
export type ContactBody = Static<typeof ContactBody>

/** The answer of POST /contact/: a sentence the dialog may show. */
export const ContactAnswer = Type.Object({ detail: Type.String() })
export type ContactAnswer = Static<typeof ContactAnswer>
