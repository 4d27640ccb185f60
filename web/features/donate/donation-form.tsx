import { zodResolver } from '@hookform/resolvers/zod'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import FormControlLabel from '@mui/material/FormControlLabel'
import InputAdornment from '@mui/material/InputAdornment'
import Switch from '@mui/material/Switch'
import TextField from '@mui/material/TextField'
import ToggleButton from '@mui/material/ToggleButton'
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup'
import { useMemo } from 'react'
import { Controller, useForm, useWatch } from 'react-hook-form'
import { useTranslation } from '../../i18n/use-translation.tsx'
import type { DonationBody } from '../../../contract/schemas/billing.ts'
import type { Currency } from '../../../contract/schemas/website.ts'
import { formatMoney, MINOR_UNITS } from '../../../contract/values/money.ts'
import { currencySymbol } from '../../ui/currency-symbol.ts'
import {
  DEFAULT_CUSTOM_AMOUNT,
  DONATION_PRESETS,
  donationSchema,
  type DonationFields,
} from './donation-schema.ts'
import '../../i18n/donate/texts.ts'
import { messageKey } from '../../lib/validation.ts'

/** Spec §7 allows 2000 characters; the field stops there rather than failing on the server. */
const MESSAGE_MAX_LENGTH = 2000

interface DonationFormProps {
  currency: Currency
  initial: DonationFields
  /** While the donation is being sent: the button waits and nothing can be sent twice. */
  sending: boolean
  onDonate: (donation: DonationBody) => void
}

/** Preset amounts or a custom one, and a message (spec §2, §5). */
export function DonationForm({ currency, initial, sending, onDonate }: DonationFormProps) {
  const { t, i18n } = useTranslation()
  const schema = useMemo(() => donationSchema(currency), [currency])
  const form = useForm<DonationFields, unknown, { amount: number; message: string }>({
    resolver: zodResolver(schema),
    defaultValues: initial,
  })
  const { errors } = form.formState
  const custom = useWatch({ control: form.control, name: 'custom' })
  const amount = useWatch({ control: form.control, name: 'amount' })

  const choosePreset = (preset: number | null) => {
    if (preset === null) return
    form.setValue('custom', false)
    form.setValue('amount', String(preset), { shouldValidate: form.formState.isSubmitted })
  }
  const toggleCustom = (on: boolean) => {
    form.setValue('custom', on)
    // Spec §4: the custom amount starts at 5; turning it off falls back to the first preset.
    const next = on ? DEFAULT_CUSTOM_AMOUNT : DONATION_PRESETS[0]
    form.setValue('amount', String(next), { shouldValidate: form.formState.isSubmitted })
  }

  return (
    <Box
      component="form"
      noValidate
      onSubmit={form.handleSubmit(({ amount, message }) => onDonate({ amount, message }))}
      sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}
    >
      <ToggleButtonGroup
        exclusive
        color="primary"
        aria-label={t('donate.amounts')}
        value={custom ? null : Number(amount)}
        onChange={(_event, preset: number | null) => choosePreset(preset)}
        sx={{ flexWrap: 'wrap' }}
      >
        {DONATION_PRESETS.map((preset) => (
          <ToggleButton key={preset} value={preset} sx={{ flex: '1 0 5rem' }}>
            {formatMoney(preset * MINOR_UNITS, currency, i18n.language)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <FormControlLabel
        label={t('donate.custom')}
        control={
          <Switch checked={custom} onChange={(event) => toggleCustom(event.target.checked)} />
        }
      />
      {custom && (
        <Controller
          control={form.control}
          name="amount"
          render={({ field }) => (
            <TextField
              {...field}
              id="donation-amount"
              label={t('donate.amount')}
              required
              autoFocus
              error={Boolean(errors.amount)}
              helperText={errors.amount?.message ? t(messageKey(errors.amount.message)) : undefined}
              slotProps={{
                htmlInput: { inputMode: 'decimal', autoComplete: 'off' },
                input: {
                  endAdornment: (
                    <InputAdornment position="end">{currencySymbol(currency)}</InputAdornment>
                  ),
                },
              }}
            />
          )}
        />
      )}
      <TextField
        {...form.register('message')}
        id="donation-message"
        label={t('donate.message')}
        required
        multiline
        minRows={4}
        error={Boolean(errors.message)}
        helperText={errors.message?.message ? t(messageKey(errors.message.message)) : undefined}
        slotProps={{ htmlInput: { maxLength: MESSAGE_MAX_LENGTH } }}
      />
      <Button type="submit" variant="contained" size="large" loading={sending}>
        {t('donate.submit')}
      </Button>
    </Box>
  )
}
