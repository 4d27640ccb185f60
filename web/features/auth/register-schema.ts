import { z } from 'zod'
import type { CustomField } from '../../../contract/schemas/website.ts'
import { emailAddress, newPassword, requiredText, samePasswords } from '../../lib/validation.ts'

/** The website's extra registration fields: required ones must not be blank. */
function customFieldsSchema(fields: CustomField[]) {
  return z.object(
    Object.fromEntries(
      fields.map((field) => [field.name, field.required ? requiredText() : z.string()]),
    ),
  )
}

/**
 * Spec §5 registration: names and e-mail required, the e-mail address-like, a password of at
 * least 8 characters and the same password again. An invitation brings its own e-mail address,
 * which the visitor cannot change.
 */
export function registerSchema(customFields: CustomField[], invited = false) {
  const schema = z.object({
    first_name: requiredText(),
    last_name: requiredText(),
    email: invited ? z.string() : emailAddress(),
    password1: newPassword(),
    password2: z.string(),
    custom_fields: customFieldsSchema(customFields),
    marketing_consent: z.boolean(),
  })
  return samePasswords(schema, 'password1', 'password2')
}

export type RegisterFields = z.input<ReturnType<typeof registerSchema>>
