import {
  BooleanInput,
  maxValue,
  minValue,
  NumberInput,
  RadioButtonGroupInput,
  required,
} from 'react-admin'
import { useWatch } from 'react-hook-form'
import {
  SUBSCRIPTION_WINBACK_MONTHS,
  WINBACK_KINDS,
} from '../../../contract/values/admin-settings.ts'
import { AmountInput } from '../ui/amount-input.tsx'
import { choicesOf } from '../ui/choices.ts'

const KIND_CHOICES = choicesOf(WINBACK_KINDS, 'vitrine.settings.winbackKind')

/** What the offer takes off: a percentage, or an amount typed the reader's way ("12,50"). */
function WinbackDiscountInput() {
  const kind = useWatch({ name: 'subscription_winback_kind' }) as string | undefined
  if (kind === 'amount') {
    return (
      <AmountInput
        source="subscription_winback_amount_off"
        label="vitrine.settings.winbackAmount"
        minimum={1}
      />
    )
  }
  return (
    <NumberInput
      source="subscription_winback_percent_off"
      label="vitrine.settings.winbackPercent"
      step={1}
      min={1}
      max={100}
      validate={[required(), minValue(1), maxValue(100)]}
    />
  )
}

/**
 * Winning back a subscriber who cancels: whether they are offered a discount on their next
 * renewals (once per subscription), which, and for how many renewals. Its fields show once on.
 */
export function WinbackInputs() {
  const enabled = useWatch({ name: 'subscription_winback_enabled' }) as boolean | undefined
  return (
    <>
      <BooleanInput
        source="subscription_winback_enabled"
        label="vitrine.settings.winback"
        helperText="vitrine.settings.winbackHelp"
      />
      {enabled && (
        <>
          <RadioButtonGroupInput
            source="subscription_winback_kind"
            label="vitrine.settings.winbackKind.label"
            choices={KIND_CHOICES}
            row
          />
          <WinbackDiscountInput />
          <NumberInput
            source="subscription_winback_months"
            label="vitrine.settings.winbackMonths"
            helperText="vitrine.settings.winbackMonthsHelp"
            step={1}
            min={SUBSCRIPTION_WINBACK_MONTHS.min}
            max={SUBSCRIPTION_WINBACK_MONTHS.max}
            validate={[
              required(),
              minValue(SUBSCRIPTION_WINBACK_MONTHS.min),
              maxValue(SUBSCRIPTION_WINBACK_MONTHS.max),
            ]}
          />
        </>
      )}
    </>
  )
}
