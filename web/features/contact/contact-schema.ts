import { z } from 'zod'
import { emailAddress, MESSAGES, requiredText } from '../../lib/validation.ts'

/** Spec §5: every field and the consent box are required; the e-mail must look like one. */
export const contactSchema = z.object({
  email: emailAddress(),
  first_name: requiredText(),
  last_name: requiredText(),
  message: requiredText(),
  consent: z.boolean().refine((given) => given, MESSAGES.required),
})

export type ContactFields = z.input<typeof contactSchema>

export const EMPTY_CONTACT: ContactFields = {
  email: '',
  first_name: '',
  last_name: '',
  message: '',
  consent: false,
}
