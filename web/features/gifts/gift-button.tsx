import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import MenuItem from '@mui/material/MenuItem'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { useMutation } from '@tanstack/react-query'
import { useId, useState, type FormEvent } from 'react'
import { Link, useLocation } from 'react-router'
import type { GiftCheckoutBody } from '../../../contract/schemas/gifts.ts'
import {
  GIFT_MESSAGE_MAX_LENGTH,
  GIFT_MONTHS,
  giftMonthsAmount,
} from '../../../contract/values/gifts.ts'
import { useSession } from '../../api/session.ts'
import '../../i18n/gifts/texts.ts'
import { useTranslation } from '../../i18n/use-translation.tsx'
import { browser } from '../../lib/browser.ts'
import type { GiftOfferProps } from '../../lib/gift-offer.ts'
import { paths } from '../../lib/paths.ts'
import { usePriceLabels } from '../../ui/price-labels.ts'
import { refusalOf } from '../../api/api-error.ts'
import { postGiftCheckout } from '../../api/gifts.ts'

const FIELDS = ['price', 'months', 'recipient_email', 'message', 'deliver_on'] as const
type Field = (typeof FIELDS)[number]

const todayUtc = () => new Date().toISOString().slice(0, 10)

/** The name of what is given, and the choice of it the dialog starts with. */
function giftOf(props: GiftOfferProps) {
  if ('item' in props) {
    return { name: props.item.content_object.name, price: props.item.prices[0]?.uid ?? '' }
  }
  if ('bundle' in props) return { name: props.bundle.name, price: '' }
  return { name: props.plan.name, price: '' }
}

/**
 * "Give as a gift" on an item, a bundle or a plan for sale: a dialog choosing what exactly (one
 * of the item's prices, or 1, 3 or 12 months of the plan), the recipient's address, a message,
 * the day the mail goes out and its language; then the usual payment page.
 */
export function GiftButton(props: GiftOfferProps) {
  const { currency } = props
  const { t, i18n } = useTranslation()
  const labels = usePriceLabels(currency)
  const id = useId()
  const { pathname } = useLocation()
  const signedIn = useSession((state) => state.token !== null)
  const [open, setOpen] = useState(false)
  const gift = giftOf(props)
  const [values, setValues] = useState({
    price: gift.price,
    months: String(GIFT_MONTHS[0]),
    recipient_email: '',
    message: '',
    deliver_on: todayUtc(),
    language: i18n.language === 'en' ? 'en' : 'fr',
  })
  const pay = useMutation({
    mutationFn: (body: GiftCheckoutBody) => postGiftCheckout(body),
    onSuccess: (session) => browser.assign(session.checkout_session_url),
  })
  if ('item' in props && props.item.prices.length === 0) return null

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
    const { price, months, ...rest } = values
    const what =
      'item' in props
        ? { price }
        : 'bundle' in props
          ? { bundle: props.bundle.uid }
          : { plan: props.plan.uid, months: Number(months) }
    pay.mutate({
      ...rest,
      ...what,
      recipient_email: values.recipient_email.trim(),
      language: values.language === 'en' ? 'en' : 'fr',
      return_path: pathname,
    })
  }

  return (
    <>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        {'bundle' in props ? t('gifts.give.openBundle') : t('gifts.give.open')}
      </Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        aria-labelledby={`${id}-title`}
        fullWidth
        maxWidth="sm"
      >
        <DialogTitle id={`${id}-title`}>{t('gifts.give.title', { name: gift.name })}</DialogTitle>
        {signedIn ? (
          <form noValidate onSubmit={submit}>
            <DialogContent>
              <Stack spacing={2} sx={{ pt: 1 }}>
                {failure && !FIELDS.includes(failure.field as Field) && (
                  <Alert severity="error">{failure.message}</Alert>
                )}
                {'item' in props && (
                  <TextField select label={t('gifts.give.what')} {...fieldProps('price')}>
                    {props.item.prices.map((price) => (
                      <MenuItem key={price.uid} value={price.uid}>
                        {`${labels.period(price.period)} — ${labels.amount(price.amount)}`}
                      </MenuItem>
                    ))}
                  </TextField>
                )}
                {'plan' in props && (
                  <TextField select label={t('gifts.give.what')} {...fieldProps('months')}>
                    {GIFT_MONTHS.map((months) => (
                      <MenuItem key={months} value={String(months)}>
                        {`${t('gifts.give.months', { count: months })} — ${labels.amount(giftMonthsAmount(props.plan, months))}`}
                      </MenuItem>
                    ))}
                  </TextField>
                )}
                {'bundle' in props && (
                  <Typography>
                    {t('gifts.give.bundle', {
                      name: props.bundle.name,
                      amount: labels.amount(props.bundle.amount),
                    })}
                  </Typography>
                )}
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
