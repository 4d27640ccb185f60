import Box from '@mui/material/Box'
import CircularProgress from '@mui/material/CircularProgress'
import Container from '@mui/material/Container'
import Typography from '@mui/material/Typography'
import { useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { useTranslation } from '../../i18n/use-translation.tsx'
import { useNavigate, useSearchParams } from 'react-router'
import '../../i18n/checkout/texts.ts'
import { paths } from '../../lib/paths.ts'
import { confirmPayment, SUCCESS_REDIRECT_DELAY } from './confirm-payment.ts'
import { showToast } from '../../lib/toasts.ts'

/**
 * /checkout/success — where the payment page sends the buyer back (spec §2): confirms the
 * payment when the address names its session, then goes home after 2 s with a success toast.
 */
export function CheckoutSuccessPage() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const [params] = useSearchParams()
  const sessionId = params.get('session_id')

  useEffect(() => {
    let current = true
    const delay = new Promise((resolve) => setTimeout(resolve, SUCCESS_REDIRECT_DELAY))
    void Promise.all([confirmPayment(sessionId), delay]).then(() => {
      if (!current) return
      // What the buyer may watch has changed: nothing cached before the payment still holds.
      void queryClient.invalidateQueries()
      showToast(t('checkout.success'), 'success')
      void navigate(paths.home(), { replace: true })
    })
    return () => {
      current = false
    }
  }, [sessionId, navigate, queryClient, t])

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
