import { minValue, NumberInput, required, useTranslate, type Validator } from 'react-admin'
import { useWebsiteSettings } from '../website-context.ts'

/** Amounts are minor units on the wire and major units on screen (4,99 € is 499). */
const toMajor = (minor: number | null | undefined) =>
  minor === null || minor === undefined ? '' : minor / 100
const toMinor = (major: number | string | null) =>
  major === null || major === '' ? null : Math.round(Number(major) * 100)

/** An amount of money in the website's currency, typed in major units, sent in minor units. */
export function AmountInput({
  source = 'amount',
  disabled = false,
  minimum = 0,
  validate,
}: {
  source?: string
  disabled?: boolean
  /** The least amount accepted, in major units. */
  minimum?: number
  /** A further rule, e.g. the most that may be refunded. */
  validate?: Validator
}) {
  const { monetization_currency: currency } = useWebsiteSettings()
  const translate = useTranslate()
  return (
    <NumberInput
      disabled={disabled}
      source={source}
      label={translate('vitrine.amountIn', { currency: currency.toUpperCase() })}
      format={toMajor}
      parse={toMinor}
      step={0.01}
      min={minimum}
      validate={[required(), minValue(minimum), ...(validate ? [validate] : [])]}
    />
  )
}
