import InputAdornment from '@mui/material/InputAdornment'
import TextField from '@mui/material/TextField'
import { InputHelperText, regex, required, useInput, useTranslate } from 'react-admin'
import { HEX_COLOUR_PATTERN } from '../../../contract/values/website.ts'
import { pickerColour } from '../../lib/picker-colour.ts'

const HEX_COLOUR = new RegExp(HEX_COLOUR_PATTERN)
const validate = [required(), regex(HEX_COLOUR, 'vitrine.settings.colourInvalid')]

/**
 * A theme colour (`#rgb` or `#rrggbb`) typed as text, with the browser's colour picker beside it
 * for those who would rather choose than type: both write the same value.
 */
export function ColourInput({ source, label }: { source: string; label: string }) {
  const translate = useTranslate()
  const { field, fieldState, formState, id } = useInput({ source, validate })
  const value = typeof field.value === 'string' ? field.value : ''
  const shown = fieldState.invalid && (fieldState.isTouched || formState.isSubmitted)
  return (
    <TextField
      {...field}
      id={id}
      value={value}
      onChange={(event) => field.onChange(event.target.value.trim())}
      label={translate(label)}
      required
      size="small"
      margin="dense"
      sx={{ width: 240 }}
      error={shown}
      helperText={
        <InputHelperText
          error={shown ? fieldState.error?.message : undefined}
          helperText="vitrine.settings.colourHelp"
        />
      }
      slotProps={{
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <input
                type="color"
                aria-label={translate('vitrine.settings.pickColour', { label: translate(label) })}
                value={pickerColour(value)}
                onChange={(event) => field.onChange(event.target.value)}
                style={{ width: 32, height: 28, padding: 0, border: 0, background: 'none' }}
              />
            </InputAdornment>
          ),
        },
      }}
    />
  )
}
