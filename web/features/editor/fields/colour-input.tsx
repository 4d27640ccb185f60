import InputAdornment from '@mui/material/InputAdornment'
import TextField from '@mui/material/TextField'
import { useTranslation } from '../../../i18n/use-translation.tsx'
import '../../../i18n/editor/texts.ts'
import { useFieldError } from '../field-errors.ts'
import { pickerColour } from '../../../lib/picker-colour.ts'

interface ColourInputProps {
  label: string
  value: string
  onChange: (value: string) => void
  path?: string
  /** Empty means the theme's colour (block colours); otherwise a colour is required. */
  optional?: boolean
  /** A message when the value is not acceptable yet (shown until the server says more). */
  problem?: string
}

/**
 * A colour as text (#rrggbb, rgba(…), or empty for the theme's) with a picker beside it: the
 * text box for those who know the code, the picker for everyone.
 */
export function ColourInput({ label, value, onChange, path, optional, problem }: ColourInputProps) {
  const { t } = useTranslation()
  const error = useFieldError(path) ?? problem
  return (
    <TextField
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value.trim())}
      size="small"
      fullWidth
      error={error !== undefined}
      helperText={error ?? (optional ? t('editor.colour.themeHint') : undefined)}
      slotProps={{
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <input
                type="color"
                aria-label={t('editor.colour.pick', { label })}
                value={pickerColour(value)}
                onChange={(event) => onChange(event.target.value)}
                style={{ width: 32, height: 28, padding: 0, border: 0, background: 'none' }}
              />
            </InputAdornment>
          ),
        },
      }}
    />
  )
}
