import Typography from '@mui/material/Typography'
import type { ComponentType } from 'react'
import type { Subscription } from '../../../contract/schemas/billing.ts'
import { useSubscriptions } from '../../api/get-subscriptions.ts'
import { useSession } from '../../api/session.ts'
import { useTranslation } from '../../i18n/use-translation.tsx'
import { LabelledSection } from '../../ui/labelled-section.tsx'

/** How the page shows the subscriptions held: my stuff's section, given by the app. */
export type SubscriptionsView = ComponentType<{ subscriptions: Subscription[] }>

/** The subscriptions held, when each renews or ends, as my stuff shows them; or that none is. */
export function SubscriptionsPart({ View }: { View: SubscriptionsView }) {
  const { t } = useTranslation()
  const token = useSession((state) => state.token)
  const subscriptions = useSubscriptions(token)
  if (subscriptions.isPending || subscriptions.isError) return null
  if (subscriptions.data.length > 0) return <View subscriptions={subscriptions.data} />
  return (
    <LabelledSection title={t('account.subscriptions.title')} sx={{ mb: 4 }}>
      <Typography color="text.secondary">{t('account.subscriptions.none')}</Typography>
    </LabelledSection>
  )
}
