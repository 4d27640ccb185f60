import { NumberInput } from 'react-admin'
import { RENEWAL_GRACE_DAYS } from '../../../contract/values/admin-settings.ts'

/** Failed renewals: for how many days the subscriber keeps their access meanwhile. */
export function RenewalInputs() {
  return (
    <>
      <NumberInput
        source="renewal_grace_days"
        label="vitrine.settings.renewalGraceDays"
        helperText="vitrine.settings.renewalGraceDaysHelp"
        step={1}
        min={RENEWAL_GRACE_DAYS.min}
        max={RENEWAL_GRACE_DAYS.max}
      />
    </>
  )
}
