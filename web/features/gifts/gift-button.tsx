import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import MenuItem from '@mui/material/MenuItem'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import { useMutation } from '@tanstack/react-query'
import { useId, useState, type FormEvent } from 'react'
import { Link, useLocation } from 'react-router'
import type { Item } from '../../../contract/schemas/catalogue.ts'
import type { GiftCheckoutBody } from '../../../contract/schemas/gifts.ts'
import type { Currency } from '../../../contract/schemas/website.ts'
import { GIFT_MESSAGE_MAX_LENGTH } from '../../../contract/values/gifts.ts'
import { useSession } from '../../api/session.ts'
import '../../i18n/gifts/texts.ts'
import { useTranslation } from '../../i18n/use-translation.tsx'
import { paths } from '../../lib/paths.ts'
import { usePriceLabels } from '../../ui/price-labels.ts'
import { refusalOf } from '../../api/api-error.ts'
import { postGiftCheckout } from '../../api/gifts.ts'

const FIELDS = ['price', 'recipient_email', 'message', 'deliver_on'] as const
type Field = (typeof FIELDS)[number]

const todayUtc = () => new Date().toISOString().slice(0, 10)

/**
 * "Give as a gift" on an item for sale: a dialog choosing the price, the recipient's address,
 * a message, the day the mail goes out and its language; then the usual payment page.
 */
export function GiftButton({ item, currency }: { item: Item; currency: Currency }) {
  const { t, i18n } = useTranslation()
  const labels = usePriceLabels(currency)
  const id = useId()
  const { pathname } = useLocation()
  const signedIn = useSession((state) => state.token !== null)
  const [open, setOpen] = useState(false)
  const [values, setValues] = useState({
    price: item.prices[0]?.uid ?? '',
    recipient_email: '',
    message: '',
    deliver_on: todayUtc(),
    language: i18n.language === 'en' ? 'en' : 'fr',
  })
  const pay = useMutation({
    mutationFn: (body: GiftCheckoutBody) => postGiftCheckout(body),
    onSuccess: (session) => window.location.assign(session.checkout_session_url),
  })
  if (item.prices.length === 0) return null

  const failure = pay.isError ? refusalOf(pay.error, t('form.genericError')) : null
  const failed = (field: Field) => (failure?.field === field ? failure.message : undefined)
  const fieldProps = (field: Field) => ({
    value: values[field],
    onChange: (event: { target: { value: string } }) =>
      setValues({ ...values, [field]: event.target.value }),
    error: failed(field) !== undefined,
    helperText: failed(field),
    fullWidth: true,
  })
  const submit = (event: FormEvent) => {
    event.preventDefault()
    pay.mutate({
      ...values,
      recipient_email: values.recipient_email.trim(),
      language: values.language === 'en' ? 'en' : 'fr',
      return_path: pathname,
    })
  }

  return (
    <>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        {t('gifts.give.open')}
      </Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        aria-labelledby={`${id}-title`}
        fullWidth
        maxWidth="sm"
      >
        <DialogTitle id={`${id}-title`}>
          {t('gifts.give.title', { name: item.content_object.name })}
        </DialogTitle>
        {signedIn ? (
          <form noValidate onSubmit={submit}>
            <DialogContent>
              <Stack spacing={2} sx={{ pt: 1 }}>
                {failure && !FIELDS.includes(failure.field as Field) && (
                  <Alert severity="error">{failure.message}</Alert>
                )}
                <TextField select label={t('gifts.give.what')} {...fieldProps('price')}>
                  {item.prices.map((price) => (
                    <MenuItem key={price.uid} value={price.uid}>
                      {`${labels.period(price.period)} — ${labels.amount(price.amount)}`}
                    </MenuItem>
                  ))}
                </TextField>
                <TextField
                  type="email"
                  required
                  autoComplete="off"
                  label={t('gifts.give.recipient')}
                  {...fieldProps('recipient_email')}
                />
                <TextField
                  multiline
                  minRows={3}
                  label={t('gifts.give.message')}
                  slotProps={{ htmlInput: { maxLength: GIFT_MESSAGE_MAX_LENGTH } }}
                  {...fieldProps('message')}
                />
                <TextField
                  type="date"
                  required
                  label={t('gifts.give.deliverOn')}
                  slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: todayUtc() } }}
                  {...fieldProps('deliver_on')}
                />
                <TextField
                  select
                  label={t('gifts.give.language')}
                  value={values.language}
                  onChange={(event) => setValues({ ...values, language: event.target.value })}
                  fullWidth
                >
                  <MenuItem value="fr">Français</MenuItem>
                  <MenuItem value="en">English</MenuItem>
                </TextField>
              </Stack>
            </DialogContent>
            <DialogActions>
              <Button onClick={() => setOpen(false)}>{t('gifts.give.cancel')}</Button>
              <Button type="submit" variant="contained" loading={pay.isPending}>
                {t('gifts.give.submit')}
              </Button>
            </DialogActions>
          </form>
        ) : (
          <>
            <DialogContent>
              <Alert severity="info">{t('gifts.give.signInFirst')}</Alert>
            </DialogContent>
            <DialogActions>
              <Button onClick={() => setOpen(false)}>{t('gifts.give.cancel')}</Button>
              <Button variant="contained" component={Link} to={paths.authLogin(pathname)}>
                {t('gifts.redeem.signIn')}
              </Button>
            </DialogActions>
          </>
        )}
      </Dialog>
    </>
  )
}
