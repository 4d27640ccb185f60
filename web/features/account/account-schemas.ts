import { z } from 'zod'
import { emailAddress, newPassword, requiredText, samePasswords } from '../../lib/validation.ts'

/** Registration's rules for the names: neither may be blank. */
export const profileSchema = z.object({ first_name: requiredText(), last_name: requiredText() })
export type ProfileFields = z.input<typeof profileSchema>

/** A new address, confirmed by the current password. */
export const emailSchema = z.object({ email: emailAddress(), password: requiredText() })
export type EmailFields = z.input<typeof emailSchema>

/** The current password, then registration's rules for the new one, typed twice. */
export const passwordSchema = samePasswords(
  z.object({
    old_password: requiredText(),
    new_password1: newPassword(),
    new_password2: z.string(),
  }),
  'new_password1',
  'new_password2',
)
export type PasswordFields = z.input<typeof passwordSchema>

/** Erasing the account asks for the password. */
export const deleteSchema = z.object({ password: requiredText() })
export type DeleteFields = z.input<typeof deleteSchema>
