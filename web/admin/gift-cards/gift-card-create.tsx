import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Typography from '@mui/material/Typography'
import { useState } from 'react'
import { Link } from 'react-router-dom'
import {
  BooleanInput,
  Create,
  DateInput,
  maxLength,
  SimpleForm,
  TextInput,
  useTranslate,
} from 'react-admin'
import { useWatch } from 'react-hook-form'
import type { AdminGiftCardCreated } from '../../../contract/schemas/gift-cards.ts'
import { GIFT_CARD_LABEL_MAX_LENGTH } from '../../../contract/values/gift-cards.ts'
import { AmountInput } from '../ui/amount-input.tsx'
import { CopyField } from '../ui/copy-field.tsx'
import { useMoney } from '../ui/use-money.ts'
import { useWebsiteSettings } from '../website-context.ts'

/** The card just made, its code shown this once, to copy now. */
function NewCard({ created }: { created: AdminGiftCardCreated }) {
  const translate = useTranslate()
  const formatMoney = useMoney()
  const { monetization_currency: currency } = useWebsiteSettings()
  return (
    <Card sx={{ mt: 2 }}>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {translate('vitrine.giftCard.createdTitle', {
            amount: formatMoney(created.amount, currency),
          })}
        </Typography>
        <Alert severity="warning" sx={{ mb: 2 }}>
          {translate('vitrine.giftCard.shownOnce')}
        </Alert>
        <CopyField value={created.code} label="vitrine.giftCard.code" copy="vitrine.copy.copy" />
        {/* A plain button: react-admin's list button shrinks to its icon on a phone. */}
        <Button component={Link} to="/gift_cards" variant="contained" sx={{ mt: 2 }}>
          {translate('vitrine.giftCard.done')}
        </Button>
      </CardContent>
    </Card>
  )
}

/** What single or multiple use means for the money left on the card. */
function UseHelp() {
  const multiple = useWatch({ name: 'multiple_use' }) as boolean | undefined
  const translate = useTranslate()
  return (
    <Typography variant="body2" color="text.secondary" sx={{ mb: 2, maxWidth: 560 }}>
      {translate(multiple ? 'vitrine.giftCard.multipleHelp' : 'vitrine.giftCard.singleHelp')}
    </Typography>
  )
}

/**
 * A new gift card: its amount (typed "12,50" or "12.50"), single or multiple use, an optional
 * last day and label; its code is shown once, after saving.
 */
export function GiftCardCreate() {
  const [created, setCreated] = useState<AdminGiftCardCreated | null>(null)
  if (created) return <NewCard created={created} />
  return (
    <Create
      redirect={false}
      mutationOptions={{ onSuccess: (data: unknown) => setCreated(data as AdminGiftCardCreated) }}
      transform={(data: Record<string, unknown>) => ({
        amount: data.amount,
        multiple_use: Boolean(data.multiple_use),
        expires_on: data.expires_on || null,
        label: (data.label as string | undefined) ?? '',
      })}
    >
      <SimpleForm defaultValues={{ multiple_use: false, expires_on: null, label: '' }}>
        <AmountInput source="amount" minimum={1} />
        <BooleanInput source="multiple_use" />
        <UseHelp />
        <DateInput source="expires_on" helperText="vitrine.giftCard.expiresHelp" />
        <TextInput
          source="label"
          validate={maxLength(GIFT_CARD_LABEL_MAX_LENGTH)}
          helperText="vitrine.giftCard.labelHelp"
        />
      </SimpleForm>
    </Create>
  )
}
