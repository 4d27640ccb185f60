import { BooleanInput, NumberInput } from 'react-admin'
import { SUBSCRIPTION_PAUSE_MONTHS } from '../../../contract/values/admin-settings.ts'

/**
 * Pausing instead of cancelling: whether a subscriber who cancels is offered a pause, and for how
 * many months at most (no charge and no access meanwhile; it resumes by itself).
 */
export function PauseInputs() {
  return (
    <>
      <BooleanInput
        source="subscription_pause_enabled"
        label="vitrine.settings.subscriptionPause"
        helperText="vitrine.settings.subscriptionPauseHelp"
      />
      <NumberInput
        source="subscription_pause_max_months"
        label="vitrine.settings.subscriptionPauseMonths"
        helperText="vitrine.settings.subscriptionPauseMonthsHelp"
        step={1}
        min={SUBSCRIPTION_PAUSE_MONTHS.min}
        max={SUBSCRIPTION_PAUSE_MONTHS.max}
      />
    </>
  )
}
