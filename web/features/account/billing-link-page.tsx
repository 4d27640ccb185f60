import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import CircularProgress from '@mui/material/CircularProgress'
import Container from '@mui/material/Container'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useQuery } from '@tanstack/react-query'
import { useEffect } from 'react'
import { Link, useLocation, useSearchParams } from 'react-router'
import { isApiError } from '../../api/api-error.ts'
import { getBillingPortal } from '../../api/get-billing-portal.ts'
import { logOut } from '../../api/log-out.ts'
import { useWebsite } from '../../api/get-website.ts'
import { useSession } from '../../api/session.ts'
import '../../i18n/account/texts.ts'
import { useTranslation } from '../../i18n/use-translation.tsx'
import { paths } from '../../lib/paths.ts'
import { usePageTitle } from '../../lib/use-page-title.ts'

/**
 * /account/billing?subscription=… — the link of a failed renewal's mail. It holds no secret and
 * never expires: for the subscription's owner, signed in (a signed-out visitor signs in and comes
 * back), it asks for a new provider portal session and goes there to change the card.
 */
export function BillingLinkPage() {
  const { t } = useTranslation()
  const website = useWebsite()
  usePageTitle(t('account.billingLink.title'))
  const [params] = useSearchParams()
  const { pathname, search } = useLocation()
  const signedIn = useSession((state) => state.token !== null)
  const subscription = params.get('subscription') ?? undefined
  const portal = useQuery({
    queryKey: ['billing-portal-link', subscription],
    queryFn: () => getBillingPortal(subscription),
    enabled: signedIn,
    // A portal session is used once: never a cached one.
    gcTime: 0,
    retry: false,
  })
  const url = portal.data?.url

  useEffect(() => {
    if (url) window.location.assign(url)
  }, [url])

  let body
  if (!signedIn) {
    body = (
      <Button variant="contained" component={Link} to={paths.authLogin(`${pathname}${search}`)}>
        {t('account.billingLink.signIn')}
      </Button>
    )
  } else if (portal.isError) {
    const notYours = isApiError(portal.error) && portal.error.status === 404
    body = (
      <>
        <Alert severity="error">
          {notYours ? t('account.billingLink.otherAccount') : t('account.billingLink.failed')}
        </Alert>
        {notYours ? (
          // Signed out, the visitor signs in with the subscription's account and comes back.
          <Button variant="outlined" onClick={logOut}>
            {t('account.billingLink.switchAccount')}
          </Button>
        ) : (
          <Button variant="outlined" onClick={() => void portal.refetch()}>
            {t('account.billingLink.retry')}
          </Button>
        )}
      </>
    )
  } else {
    body = (
      <Stack direction="row" spacing={2} alignItems="center" role="status">
        <CircularProgress size={24} aria-hidden />
        <Typography>{t('account.billingLink.opening')}</Typography>
      </Stack>
    )
  }

  return (
    <Container sx={{ py: 3 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {t('account.billingLink.title')}
      </Typography>
      <Stack spacing={2} alignItems="flex-start" sx={{ maxWidth: 560 }}>
        <Typography>{t('account.billingLink.intro', { name: website.name })}</Typography>
        {body}
      </Stack>
    </Container>
  )
}
