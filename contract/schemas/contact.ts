import { Type, type Static } from 'typebox'
import { Email } from './auth.ts'
import { CONTACT_MESSAGE_MAX_LENGTH, NAME_MAX_LENGTH } from '../values/limits.ts'

/** POST /contact/ */
export const ContactBody = Type.Object({
  email: Email,
  first_name: Type.String({ minLength: 1, maxLength: NAME_MAX_LENGTH }),
  last_name: Type.String({ minLength: 1, maxLength: NAME_MAX_LENGTH }),
  message: Type.String({ minLength: 1, maxLength: CONTACT_MESSAGE_MAX_LENGTH }),
})
export type ContactBody = Static<typeof ContactBody>

/** The answer of POST /contact/: a sentence the dialog may show. */
export const ContactAnswer = Type.Object({ detail: Type.String() })
export type ContactAnswer = Static<typeof ContactAnswer>
