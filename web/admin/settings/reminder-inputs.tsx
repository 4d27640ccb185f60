import { BooleanInput, NumberInput } from 'react-admin'
import { CHECKOUT_REMINDER_DELAY_HOURS } from '../../../contract/values/admin-settings.ts'
import { BROADCAST_RATE_PER_SECOND } from '../../../contract/values/admin-broadcasts.ts'

/**
 * The abandoned-checkout reminder: on or off, and how many hours after an unpaid checkout it goes
 * (only to customers who accept marketing mail).
 */
export function ReminderInputs() {
  return (
    <>
      <BooleanInput
        source="checkout_reminder_enabled"
        label="vitrine.settings.checkoutReminder"
        helperText="vitrine.settings.checkoutReminderHelp"
      />
      <NumberInput
        source="checkout_reminder_delay_hours"
        label="vitrine.settings.checkoutReminderDelay"
        helperText="vitrine.settings.checkoutReminderDelayHelp"
        step={1}
        min={CHECKOUT_REMINDER_DELAY_HOURS.min}
        max={CHECKOUT_REMINDER_DELAY_HOURS.max}
      />
      <NumberInput
        source="broadcast_rate_per_second"
        label="vitrine.settings.broadcastRate"
        helperText="vitrine.settings.broadcastRateHelp"
        step={1}
        min={BROADCAST_RATE_PER_SECOND.min}
        max={BROADCAST_RATE_PER_SECOND.max}
      />
    </>
  )
}
