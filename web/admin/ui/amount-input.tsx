import TextField from '@mui/material/TextField'
import { useEffect, useRef, useState, type ChangeEvent } from 'react'
import {
  FieldTitle,
  InputHelperText,
  required,
  useInput,
  useLocaleState,
  useTranslate,
  type Validator,
} from 'react-admin'
import { useMoney } from './use-money.ts'
import { formatMoneyInput, parseMoneyInput } from '../../../contract/values/money-input.ts'
import { useWebsiteSettings } from '../website-context.ts'

/**
 * What the form holds: minor units once the text reads as an amount, null when it is empty, and
 * the text itself while it does not, so that the validation can say why.
 */
type AmountValue = number | string | null

const toValue = (text: string): AmountValue => {
  const parsed = parseMoneyInput(text)
  if (parsed.ok) return parsed.minorUnits
  return parsed.error === 'empty' ? null : text
}

const toText = (value: AmountValue | undefined, locale: string) =>
  typeof value === 'number' ? formatMoneyInput(value, locale) : (value ?? '')

const readable: Validator = (value: AmountValue) => {
  if (typeof value !== 'string') return undefined
  const parsed = parseMoneyInput(value)
  return parsed.ok ? undefined : `vitrine.money.${parsed.error}`
}

/**
 * An amount of money in the website's currency, typed in major units with a comma or a point as
 * the reader likes ('4,99', '1 250.50'), sent in minor units, shown back in the reader's format.
 */
export function AmountInput({
  source = 'amount',
  disabled = false,
  minimum = 0,
  validate,
  label = 'vitrine.amountIn',
}: {
  source?: string
  /** The field's words (a translation key given the currency), "Amount in EUR" by default. */
  label?: string
  disabled?: boolean
  /** The least amount accepted, in minor units. */
  minimum?: number
  /** A further rule, e.g. the most that may be refunded. */
  validate?: Validator
}) {
  const { monetization_currency: currency } = useWebsiteSettings()
  const translate = useTranslate()
  const [locale] = useLocaleState()
  const formatMoney = useMoney()
  const atLeast: Validator = (value: AmountValue) =>
    typeof value === 'number' && value < minimum
      ? { message: 'vitrine.money.atLeast', args: { min: formatMoney(minimum, currency) } }
      : undefined
  const {
    field,
    fieldState: { error, invalid },
    id,
    isRequired,
  } = useInput({
    source,
    disabled,
    validate: [required(), readable, atLeast, ...(validate ? [validate] : [])],
  })
  const value = field.value as AmountValue | undefined

  // The text as typed: '4,9' stays '4,9' while typing, then reads '4,90' once the field is left
  // or the record changes.
  const [text, setText] = useState(() => toText(value, locale))
  const focused = useRef(false)
  useEffect(() => {
    if (!focused.current) setText(toText(value, locale))
  }, [value, locale])

  const change = (event: ChangeEvent<HTMLInputElement>) => {
    setText(event.target.value)
    field.onChange(toValue(event.target.value))
  }
  const words = translate(label, { currency: currency.toUpperCase() })
  return (
    <TextField
      id={id}
      name={field.name}
      inputRef={field.ref}
      value={text}
      onChange={change}
      onFocus={() => (focused.current = true)}
      onBlur={() => {
        focused.current = false
        field.onBlur()
        setText(toText(value, locale))
      }}
      className={`ra-input ra-input-${source}`}
      size="small"
      disabled={disabled}
      error={invalid}
      label={<FieldTitle label={words} source={source} isRequired={isRequired} />}
      helperText={<InputHelperText error={error?.message} />}
      slotProps={{ htmlInput: { inputMode: 'decimal', autoComplete: 'off' } }}
    />
  )
}
