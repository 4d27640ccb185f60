import { BooleanInput, RadioButtonGroupInput } from 'react-admin'
import { CURRENCIES } from '../../../contract/values/admin-settings.ts'
import { choicesOf } from '../ui/choices.ts'
import { PauseInputs } from './pause-inputs.tsx'
import { RenewalInputs } from './renewal-inputs.tsx'
import { WinbackInputs } from './winback-inputs.tsx'

const CURRENCY_CHOICES = choicesOf(CURRENCIES, 'vitrine.settings.currency')

/**
 * The currency prices are in, whether buyers may tip, whether Stripe's payment page takes its
 * own promotion codes, whether items offer sharing, what a subscriber who cancels is offered (a pause, a discount),
 * and how a failed renewal is charged again.
 */
export function SalesInputs() {
  return (
    <>
      <RadioButtonGroupInput
        source="monetization_currency"
        label="vitrine.settings.currency.label"
        helperText="vitrine.settings.currency.help"
        choices={CURRENCY_CHOICES}
        row
      />
      <BooleanInput source="monetization_tips_enabled" label="vitrine.settings.tips" />
      <BooleanInput
        source="stripe_promotion_codes"
        label="vitrine.settings.stripePromotionCodes"
        helperText="vitrine.settings.stripePromotionCodesHelp"
      />
      <BooleanInput
        source="options_share_btn"
        label="vitrine.settings.share"
        helperText="vitrine.settings.shareHelp"
      />
      <PauseInputs />
      <WinbackInputs />
      <RenewalInputs />
    </>
  )
}
