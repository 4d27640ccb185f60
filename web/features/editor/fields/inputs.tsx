import Checkbox from '@mui/material/Checkbox'
import FormControlLabel from '@mui/material/FormControlLabel'
import TextField from '@mui/material/TextField'
import { useState } from 'react'
import { useFieldError } from '../field-errors.ts'

interface InputProps<T> {
  label: string
  value: T
  onChange: (value: T) => void
  /** Where the server would name this field in an error. */
  path?: string
}

/** A labelled text box; its error, from the last save, is read out with it. */
export function TextInput(
  props: InputProps<string> & { multiline?: boolean; hint?: string; type?: 'text' | 'url' },
) {
  const error = useFieldError(props.path)
  return (
    <TextField
      label={props.label}
      value={props.value}
      onChange={(event) => props.onChange(event.target.value)}
      type={props.type ?? 'text'}
      multiline={props.multiline}
      minRows={props.multiline ? 2 : undefined}
      size="small"
      fullWidth
      error={error !== undefined}
      helperText={error ?? props.hint}
    />
  )
}

export interface Choice {
  value: string
  label: string
}

/** A labelled choice among a few values (a native select: every browser and reader knows it). */
export function ChoiceInput(props: InputProps<string> & { choices: Choice[] }) {
  const error = useFieldError(props.path)
  const known = props.choices.some((choice) => choice.value === props.value)
  const choices = known
    ? props.choices
    : [{ value: props.value, label: props.value }, ...props.choices]
  return (
    <TextField
      select
      label={props.label}
      value={props.value}
      onChange={(event) => props.onChange(event.target.value)}
      size="small"
      fullWidth
      error={error !== undefined}
      helperText={error}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      {choices.map((choice) => (
        <option key={choice.value} value={choice.value}>
          {choice.label}
        </option>
      ))}
    </TextField>
  )
}

/** A labelled whole number between `min` and `max`; what is being typed stays until it is one. */
export function NumberInput(props: InputProps<number> & { min: number; max: number }) {
  const error = useFieldError(props.path)
  const [typed, setTyped] = useState<string | null>(null)
  return (
    <TextField
      label={props.label}
      type="number"
      value={typed ?? String(props.value)}
      onChange={(event) => {
        const text = event.target.value
        const number = Number(text)
        const valid = text !== '' && Number.isInteger(number)
        setTyped(valid && number >= props.min && number <= props.max ? null : text)
        if (valid) props.onChange(Math.min(props.max, Math.max(props.min, number)))
      }}
      onBlur={() => setTyped(null)}
      size="small"
      fullWidth
      error={error !== undefined}
      helperText={error}
      slotProps={{ htmlInput: { min: props.min, max: props.max, step: 1 } }}
    />
  )
}

/** A labelled yes/no. */
export function CheckInput(props: InputProps<boolean>) {
  return (
    <FormControlLabel
      control={
        <Checkbox
          checked={props.value}
          onChange={(event) => props.onChange(event.target.checked)}
          size="small"
        />
      }
      label={props.label}
    />
  )
}
