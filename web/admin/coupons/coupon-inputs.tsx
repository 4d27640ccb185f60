import {
  BooleanInput,
  DateTimeInput,
  maxLength,
  maxValue,
  minValue,
  NumberInput,
  RadioButtonGroupInput,
  regex,
  required,
  SelectInput,
  TextInput,
} from 'react-admin'
import { useWatch } from 'react-hook-form'
import {
  COUPON_CODE_MAX_LENGTH,
  COUPON_CODE_PATTERN,
} from '../../../contract/values/admin-coupons.ts'
import { AmountInput } from '../ui/amount-input.tsx'
import { KIND_CHOICES, TARGET_CHOICES } from './coupon-choices.ts'

/** An empty date field means no date, not an empty string. */
const dateOrNull = (value: unknown) =>
  value === '' || value === null || value === undefined
    ? null
    : new Date(value as string).toISOString()

const CODE_RULES = [
  required(),
  maxLength(COUPON_CODE_MAX_LENGTH),
  regex(new RegExp(COUPON_CODE_PATTERN), 'vitrine.coupon.codeRule'),
]

/** What the coupon takes off: a percentage, or an amount in the website's currency. */
function DiscountInput() {
  const kind = useWatch({ name: 'kind' }) as string | undefined
  if (kind === 'amount') return <AmountInput source="amount_off" minimum={1} />
  return (
    <NumberInput
      source="percent_off"
      step={1}
      min={1}
      max={100}
      validate={[required(), minValue(1), maxValue(100)]}
    />
  )
}

/** A coupon's fields, for its creation and its edit screen alike. */
export function CouponInputs() {
  return (
    <>
      <TextInput source="code" validate={CODE_RULES} helperText="vitrine.coupon.codeHelp" />
      <RadioButtonGroupInput source="kind" choices={KIND_CHOICES} validate={required()} />
      <DiscountInput />
      <SelectInput source="applies_to" choices={TARGET_CHOICES} validate={required()} />
      <DateTimeInput source="starts_at" parse={dateOrNull} helperText="vitrine.coupon.startsHelp" />
      <DateTimeInput source="ends_at" parse={dateOrNull} helperText="vitrine.coupon.endsHelp" />
      <NumberInput
        source="max_redemptions"
        step={1}
        min={1}
        validate={minValue(1)}
        helperText="vitrine.coupon.limitHelp"
      />
      <BooleanInput source="once_per_customer" helperText="vitrine.coupon.onceHelp" />
    </>
  )
}
