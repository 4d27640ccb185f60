import { z } from 'zod'
import { MIN_PASSWORD_LENGTH } from '../../contract/values/limits.ts'
import { parseMoneyInput, type MoneyInputError } from '../../contract/values/money-input.ts'
import type { TextKeyName } from '../i18n/text-keys.ts'

/**
 * Spec §5, shared by every form. Messages are i18n keys (web/i18n fr.json / en.json, `form.*`),
 * translated where the error is shown: `t(error.message)`.
 */
export const MESSAGES = {
  required: 'form.required',
  invalidEmail: 'form.invalidEmail',
  passwordHint: 'form.passwordHint',
  passwordDifferent: 'form.passwordDifferent',
} as const satisfies Record<string, TextKeyName>

/**
 * The text key a rule's message is. The form library types messages as any string; the rules
 * (here and in the features' schemas) only ever give keys.
 */
export function messageKey(message: string): TextKeyName {
  return message as TextKeyName
}

/** Why a typed amount of money was refused, said at its field. */
const MONEY_MESSAGES = {
  empty: MESSAGES.required,
  format: 'form.money.format',
  ambiguous: 'form.money.ambiguous',
  decimals: 'form.money.decimals',
  negative: 'form.money.negative',
} as const satisfies Record<MoneyInputError, TextKeyName>

/** Spec §5: "a simple pattern of text, @, text". */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+$/

export function isEmail(text: string): boolean {
  return EMAIL_PATTERN.test(text.trim())
}

/** A field that must not be blank. */
export const requiredText = () => z.string().trim().min(1, MESSAGES.required)

/** A required e-mail address. */
export const emailAddress = () =>
  z.string().trim().min(1, MESSAGES.required).refine(isEmail, { message: MESSAGES.invalidEmail })

/** A new password: at least MIN_PASSWORD_LENGTH characters. */
export const newPassword = () => z.string().min(MIN_PASSWORD_LENGTH, MESSAGES.passwordHint)

/** Adds "both passwords are the same" to a form with two password fields. */
export function samePasswords<T extends z.ZodType<Record<string, unknown>>>(
  schema: T,
  first: string,
  second: string,
) {
  return schema.refine((values) => values[first] === values[second], {
    message: MESSAGES.passwordDifferent,
    path: [second],
  })
}

/**
 * An amount of money as people type it, with a comma or a point ('12,50', '1 250'), given in
 * minor units; what could be read two ways is refused.
 */
export const moneyAmount = () =>
  z.string().transform((text, context) => {
    const parsed = parseMoneyInput(text)
    if (parsed.ok) return parsed.minorUnits
    context.addIssue({ code: 'custom', message: MONEY_MESSAGES[parsed.error] })
    return z.NEVER
  })
