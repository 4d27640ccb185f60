import Box from '@mui/material/Box'
import CircularProgress from '@mui/material/CircularProgress'
import Typography from '@mui/material/Typography'
import { useTranslation } from '../../i18n/use-translation.tsx'
import type { Currency } from '../../../contract/schemas/website.ts'
import { useSubscriptions } from '../../api/get-subscriptions.ts'
import { useSession } from '../../api/session.ts'
import { useCart } from '../../lib/cart-store.ts'
import { useOfferedPlans } from './offered-plans.ts'
import { isPlanAvailable } from './plan-availability.ts'
import { PlanCard } from './plan-card.tsx'
import { CouponField } from './coupon-field.tsx'

interface SubscriptionsViewProps {
  currency: Currency
  monetized: boolean
  onSubscribe: (planUid: string) => void
}

/**
 * Spec §2 subscriptions view: the site's plans, cheapest first; some may not fit the item. A
 * plan's link shows that plan alone, private or not.
 */
export function SubscriptionsView({ currency, monetized, onSubscribe }: SubscriptionsViewProps) {
  const { t } = useTranslation()
  const item = useCart((state) => state.subscriptionItem)
  const offered = useOfferedPlans(monetized)
  const token = useSession((state) => state.token)
  const subscriptions = useSubscriptions(token)
  const held = new Set((subscriptions.data ?? []).map((subscription) => subscription.plan))
  const coupon = useCart((state) => state.coupons.subscription)

  if (offered.pending) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
        <CircularProgress aria-label={t('common.loading')} />
      </Box>
    )
  }
  const list = offered.plans
  if (list.length === 0) {
    return (
      <Typography>
        {t(offered.linked ? 'cart.subscriptions.linkedGone' : 'cart.subscriptions.empty')}
      </Typography>
    )
  }
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Typography>{t('cart.subscriptions.intro')}</Typography>
      <CouponField checkout="subscription" />
      <Box
        component="ul"
        aria-label={t('cart.subscriptions.list')}
        sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2 }}
      >
        {list.map((plan) => (
          <li key={plan.uid}>
            <PlanCard
              plan={plan}
              currency={currency}
              available={isPlanAvailable(plan, item)}
              held={held.has(plan.uid)}
              coupon={coupon}
              onSubscribe={() => onSubscribe(plan.uid)}
            />
          </li>
        ))}
      </Box>
    </Box>
  )
}
