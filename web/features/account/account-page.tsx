import type { ComponentType } from 'react'
import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Container from '@mui/material/Container'
import Skeleton from '@mui/material/Skeleton'
import Typography from '@mui/material/Typography'
import { useState } from 'react'
import { flushSync } from 'react-dom'
import { Navigate, useNavigate } from 'react-router'
import { ACCOUNT_PATH } from '../../../contract/values/account.ts'
import { useWebsite } from '../../api/get-website.ts'
import { useSession } from '../../api/session.ts'
import '../../i18n/account/texts.ts'
import { useTranslation } from '../../i18n/use-translation.tsx'
import { paths } from '../../lib/paths.ts'
import { usePageTitle } from '../../lib/use-page-title.ts'
import { DataSection } from './data-section.tsx'
import { DeleteSection } from './delete-section.tsx'
import { DevicesSection } from './devices-section.tsx'
import { EmailSection } from './email-section.tsx'
import { MarketingSection } from './marketing-section.tsx'
import { OrdersSection } from './orders-section.tsx'
import { useAccount } from './get-account.ts'
import { PasswordSection } from './password-section.tsx'
import { ProfileSection } from './profile-section.tsx'
import { SubscriptionsPart, type SubscriptionsView } from './subscriptions-part.tsx'

/**
 * /account — the signed-in visitor's account (issue 17): profile, e-mail, password, devices,
 * subscriptions, their data and erasing the account. Anonymous visitors go to sign in first.
 */
export function AccountPage({
  Subscriptions,
  Gifts,
}: {
  Subscriptions: SubscriptionsView
  /** The buyer's gifts (features/gifts), given by the route. */
  Gifts?: ComponentType
}) {
  const { t } = useTranslation()
  usePageTitle(t('account.title'))
  const website = useWebsite()
  const token = useSession((state) => state.token)
  const account = useAccount(token)
  const navigate = useNavigate()
  // Deleting the account signs out too: the visitor goes home then, not to the login screen.
  const [leaving, setLeaving] = useState(false)
  const onDeleted = () => {
    // Drawn before the session is forgotten, so that no render sends to the login screen.
    flushSync(() => setLeaving(true))
    void navigate(paths.home(), { replace: true })
  }

  if (token === null) {
    return leaving ? null : <Navigate replace to={paths.authLogin(ACCOUNT_PATH)} />
  }

  let content
  if (account.isError) {
    content = (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void account.refetch()}>
            {t('account.retry')}
          </Button>
        }
      >
        {t('account.loadFailed')}
      </Alert>
    )
  } else if (account.isPending) {
    content = <Skeleton variant="rectangular" height={240} />
  } else {
    content = (
      <>
        {/* Keyed by the account so a saved name starts the form afresh from the server's. */}
        <ProfileSection
          key={`${account.data.first_name}\n${account.data.last_name}`}
          account={account.data}
        />
        <EmailSection account={account.data} />
        <MarketingSection account={account.data} />
        <PasswordSection />
        <DevicesSection />
        {website.monetization_enabled && <SubscriptionsPart View={Subscriptions} />}
        <OrdersSection />
        {website.monetization_enabled && Gifts && <Gifts />}
        <DataSection />
        <DeleteSection onDeleted={onDeleted} />
      </>
    )
  }

  return (
    <Container sx={{ py: 3 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {t('account.title')}
      </Typography>
      <div aria-busy={account.isPending}>{content}</div>
    </Container>
  )
}
