import Box from '@mui/material/Box'
import CircularProgress from '@mui/material/CircularProgress'
import Container from '@mui/material/Container'
import Typography from '@mui/material/Typography'
import { useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { useTranslation } from '../../i18n/use-translation.tsx'
import { useNavigate, useSearchParams } from 'react-router'
import '../../i18n/checkout/texts.ts'
import { safeReturnPath } from '../../../contract/values/return-path.ts'
import { paths } from '../../lib/paths.ts'
import { confirmPayment, SUCCESS_REDIRECT_DELAY, type PaymentOutcome } from './confirm-payment.ts'
import { showToast, type Toast } from '../../lib/toasts.ts'
import { useCart } from '../../lib/cart-store.ts'

const OUTCOME_VARIANTS: Record<Exclude<PaymentOutcome, 'paid'>, Toast['variant']> = {
  pending: 'info',
  canceled: 'warning',
  refunded: 'info',
  unknown: 'warning',
  unconfirmed: 'warning',
}

/**
 * /checkout/success — where the payment page sends the buyer back (spec §2): confirms the
 * payment the address names, then after 2 s goes back to the page the buyer was buying from
 * (`return`, a page of this site; home otherwise) with the success toast when it is paid, or a
 * toast saying what became of it.
 */
export function CheckoutSuccessPage() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const [params] = useSearchParams()
  const sessionId = params.get('session_id')
  const back = safeReturnPath(params.get('return')) ?? paths.home()

  useEffect(() => {
    let current = true
    const delay = new Promise((resolve) => setTimeout(resolve, SUCCESS_REDIRECT_DELAY))
    void Promise.all([confirmPayment(sessionId), delay]).then(([outcome]) => {
      if (!current) return
      // What the buyer may watch has changed: nothing cached before the payment still holds.
      void queryClient.invalidateQueries()
      // The success toast only for a paid order; otherwise what happened.
      if (outcome === 'paid') {
        useCart.getState().paymentDone()
        showToast(t('checkout.success'), 'success')
      } else showToast(t(`checkout.outcome.${outcome}`), OUTCOME_VARIANTS[outcome])
      void navigate(back, { replace: true })
    })
    return () => {
      current = false
    }
  }, [sessionId, back, navigate, queryClient, t])

  return (
    <Container sx={{ py: 8 }}>
      <Box
        role="status"
        sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 3 }}
      >
        <CircularProgress aria-hidden />
        <Typography component="h1" variant="h5">
          {t('checkout.validating')}
        </Typography>
      </Box>
    </Container>
  )
}
