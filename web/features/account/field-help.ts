import type { FieldError } from 'react-hook-form'
import type { TFunction } from '../../i18n/translator.ts'
import { messageKey } from '../../lib/validation.ts'

/** Marks an error that carries already translated words rather than an i18n key. */
export const SAID = 'said'

/**
 * What a field shows under it: its error (an i18n key, or words already said), else its hint.
 * MUI wires helperText to the input with aria-describedby.
 */
export function fieldHelp(t: TFunction, error: FieldError | undefined, hint?: string) {
  if (!error?.message) return { error: false, helperText: hint }
  return {
    error: true,
    helperText: error.type === SAID ? error.message : t(messageKey(error.message)),
  }
}
