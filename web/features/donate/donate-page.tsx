import Container from '@mui/material/Container'
import Paper from '@mui/material/Paper'
import Typography from '@mui/material/Typography'
import { useMutation } from '@tanstack/react-query'
import { useTranslation } from '../../i18n/use-translation.tsx'
import { useNavigate, useSearchParams } from 'react-router'
import type { DonationBody } from '../../../contract/schemas/billing.ts'
import { MINOR_UNITS } from '../../../contract/values/money.ts'
import { useWebsite } from '../../api/get-website.ts'
import { postDonation } from '../../api/post-donation.ts'
import { useSession } from '../../api/session.ts'
import { paths } from '../../lib/paths.ts'
import { DonationForm } from './donation-form.tsx'
import { initialDonation } from './donation-schema.ts'
import { openCheckout } from './open-checkout.ts'
import '../../i18n/donate/texts.ts'
import { showToast } from '../../lib/toasts.ts'
import { usePageTitle } from '../../lib/use-page-title.ts'

/**
 * /donate?amount= — spec §4: a signed-out visitor is sent to log in and comes back with the
 * amount chosen; otherwise a checkout session is opened and the browser goes to pay.
 */
export function DonatePage() {
  const { t } = useTranslation()
  usePageTitle(t('donate.title'))
  const website = useWebsite()
  const [params] = useSearchParams()
  const signedIn = useSession((state) => state.token !== null)
  const navigate = useNavigate()
  const donation = useMutation({
    mutationFn: postDonation,
    onSuccess: (session) => openCheckout(session.checkout_session_url),
    onError: () => showToast(t('form.genericError'), 'error'),
  })
  const amountParam = params.get('amount')

  const donate = (body: DonationBody) => {
    if (!signedIn) {
      void navigate(paths.authLogin(paths.donate(body.amount / MINOR_UNITS)))
      return
    }
    donation.mutate(body)
  }

  return (
    <Container maxWidth="sm" sx={{ py: 4 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {t('donate.title')}
      </Typography>
      {website.monetization_enabled ? (
        <>
          <Typography color="text.secondary" sx={{ mb: 3 }}>
            {t('donate.intro')}
          </Typography>
          <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
            <DonationForm
              // A new address (a link to another amount) starts the form again.
              key={amountParam}
              currency={website.monetization_currency}
              initial={initialDonation(amountParam)}
              // Still waiting once it succeeded: the browser is on its way to the payment page.
              sending={donation.isPending || donation.isSuccess}
              onDonate={donate}
            />
          </Paper>
        </>
      ) : (
        <Typography>{t('donate.unavailable')}</Typography>
      )}
    </Container>
  )
}
