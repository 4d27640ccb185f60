import { useState } from 'react'
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form'
import { useTranslation } from '../../i18n/use-translation.tsx'
import { SAID } from './field-help.ts'
import { failureOf } from './server-failure.ts'

/**
 * A form's refusals by the server: under the field it named when the form has one, else in the
 * form's alert. `fail` records one; `clear` forgets the alert before the next try.
 */
export function useServerErrors<Fields extends FieldValues>(
  form: UseFormReturn<Fields>,
  fields: readonly Path<Fields>[],
) {
  const { t } = useTranslation()
  const [alert, setAlert] = useState<string | null>(null)
  return {
    alert,
    clear: () => setAlert(null),
    fail: (error: unknown) => {
      const { field, message } = failureOf(error, t)
      const named = fields.find((name) => name === field)
      if (named) form.setError(named, { type: SAID, message }, { shouldFocus: true })
      else setAlert(message)
    },
  }
}
