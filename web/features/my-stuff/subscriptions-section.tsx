import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Typography from '@mui/material/Typography'
import { useId } from 'react'
import { Link } from 'react-router'
import type { Subscription } from '../../../contract/schemas/billing.ts'
import { useWebsite } from '../../api/get-website.ts'
import { useTranslation } from '../../i18n/use-translation.tsx'
import { ItemGrid } from '../../ui/item-grid.tsx'
import { ItemGridSkeleton } from '../../ui/item-grid-skeleton.tsx'
import { accessEnd } from './access-end.ts'
import { usePlanItems } from './get-plan-items.ts'
import { useLongDate } from './long-date.ts'
import { RenewalControls } from './renewal-controls.tsx'
import '../../i18n/my-stuff/texts.ts'

/** How many of the newest items a plan opens "my stuff" shows under it. */
const ITEMS_SHOWN = 8

/**
 * When the subscription renews, or ends once cancelled, or when its trial or pause ends, or until
 * when a failed renewal keeps its items open.
 */
function useSubscriptionEnd(subscription: Subscription): string {
  const { t } = useTranslation()
  const longDate = useLongDate()
  const date = longDate(subscription.current_period_end)
  if (subscription.status === 'paused') {
    return t('myStuff.pausedUntil', { date: longDate(subscription.pause_resumes_at ?? '') })
  }
  if (subscription.status === 'past_due') {
    return t('myStuff.pastDue', { date: longDate(accessEnd(subscription)) })
  }
  if (subscription.canceled) return t('myStuff.endsOn', { date })
  if (subscription.status === 'trialing') return t('myStuff.trial', { date })
  return t('myStuff.renews', { date })
}

function SubscribedPlan({ subscription }: { subscription: Subscription }) {
  const { t } = useTranslation()
  const website = useWebsite()
  const headingId = useId()
  const end = useSubscriptionEnd(subscription)
  const items = usePlanItems(subscription.plan, ITEMS_SHOWN)
  const aspectRatio = website.options.aspectRatioMediaCard
  let opened
  if (!items.data) opened = <ItemGridSkeleton count={4} aspectRatio={aspectRatio} />
  else if (items.data.results.length === 0) {
    opened = <Typography color="text.secondary">{t('myStuff.includesNothing')}</Typography>
  } else {
    opened = (
      <ItemGrid
        items={items.data.results}
        aspectRatio={aspectRatio}
        currency={website.monetization_currency}
      />
    )
  }
  return (
    <Box component="article" aria-labelledby={headingId} sx={{ mb: 3 }}>
      <Typography id={headingId} variant="h6" component="h3">
        {subscription.plan_name}
      </Typography>
      {subscription.status === 'past_due' ? (
        <Alert severity="warning" sx={{ mb: 1.5 }}>
          {end}
          <Box sx={{ mt: 1 }}>
            <Button
              component={Link}
              to={`/account/billing?subscription=${subscription.uid}`}
              variant="outlined"
              color="inherit"
              size="small"
            >
              {t('myStuff.updateCard')}
            </Button>
          </Box>
        </Alert>
      ) : (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
          {end}
        </Typography>
      )}
      <RenewalControls subscription={subscription} />
      {opened}
    </Box>
  )
}

/**
 * "My stuff"'s subscriptions (the account page shows them too): each plan held, when it renews or
 * ends, cancelling or resuming it, and what it opens.
 */
export function SubscriptionsSection({ subscriptions }: { subscriptions: Subscription[] }) {
  const { t } = useTranslation()
  return (
    <Box component="section" aria-labelledby="my-stuff-subscriptions" sx={{ mb: 4 }}>
      <Typography id="my-stuff-subscriptions" variant="h5" component="h2" gutterBottom>
        {t('myStuff.subscriptions')}
      </Typography>
      {subscriptions.map((subscription) => (
        <SubscribedPlan key={subscription.uid} subscription={subscription} />
      ))}
    </Box>
  )
}
