import CheckIcon from '@mui/icons-material/Check'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import CardActions from '@mui/material/CardActions'
import CardContent from '@mui/material/CardContent'
import Chip from '@mui/material/Chip'
import Typography from '@mui/material/Typography'
import { use, useId } from 'react'
import { useTranslation } from '../../i18n/use-translation.tsx'
import type { Plan } from '../../../contract/schemas/catalogue.ts'
import type { Coupon } from '../../../contract/schemas/billing.ts'
import { couponDiscount } from '../../../contract/values/admin-coupons.ts'
import { formatMoney } from '../../../contract/values/money.ts'
import type { Currency } from '../../../contract/schemas/website.ts'
import { GiftOfferContext } from '../../lib/gift-offer.ts'
import { usePriceLabels } from '../../ui/price-labels.ts'

/** A banner, 3:1: on a phone a 16:9 picture stood taller than the plan it illustrates. */
const PICTURE_WIDTH = 368
const PICTURE_HEIGHT = 123

interface PlanCardProps {
  plan: Plan
  currency: Currency
  available: boolean
  /** The visitor already subscribes to it: said, and not offered again. */
  held: boolean
  /** The promo code applied to subscriptions: its first payment is shown lowered. */
  coupon?: Coupon | null
  onSubscribe: () => void
}

/**
 * A subscription plan: picture, name, price per interval, its free trial, description, subscribe
 * (spec §2).
 */
export function PlanCard({
  plan,
  currency,
  available,
  held,
  coupon = null,
  onSubscribe,
}: PlanCardProps) {
  const { t, i18n } = useTranslation()
  const labels = usePriceLabels(currency)
  const nameId = useId()
  const reasonId = useId()
  const giftOffer = use(GiftOfferContext)

  return (
    <Card component="article" variant="outlined" aria-labelledby={nameId}>
      {plan.thumbnail && (
        <img
          src={plan.thumbnail}
          alt=""
          width={PICTURE_WIDTH}
          height={PICTURE_HEIGHT}
          loading="lazy"
          style={{
            display: 'block',
            width: '100%',
            height: 'auto',
            aspectRatio: '3 / 1',
            objectFit: 'cover',
          }}
        />
      )}
      <CardContent sx={{ pb: 0 }}>
        <Typography id={nameId} component="h3" variant="h6">
          {plan.name}
        </Typography>
        <Typography sx={{ fontWeight: 700 }}>{labels.plan(plan)}</Typography>
        {plan.trial_days > 0 && !held && (
          <Typography sx={{ color: 'success.main', fontWeight: 500 }}>
            {t('cart.subscriptions.trial', { count: plan.trial_days })}
          </Typography>
        )}
        {coupon && !held && (
          <Typography sx={{ color: 'success.main' }}>
            {t('cart.coupon.withCode', {
              code: coupon.code,
              price: formatMoney(
                plan.amount - couponDiscount(coupon, plan.amount),
                currency,
                i18n.language,
              ),
            })}
          </Typography>
        )}
        {plan.description && (
          <Typography variant="body2" sx={{ mt: 1, color: 'text.secondary' }}>
            {plan.description}
          </Typography>
        )}
        {!available && !held && (
          <Typography
            id={reasonId}
            variant="body2"
            sx={{ mt: 1, color: 'text.secondary', fontStyle: 'italic' }}
          >
            {t('cart.subscriptions.unavailable')}
          </Typography>
        )}
      </CardContent>
      <CardActions sx={{ p: 2 }}>
        {held ? (
          <Chip color="success" icon={<CheckIcon />} label={t('cart.subscriptions.held')} />
        ) : (
          <Button
            variant="contained"
            disabled={!available}
            aria-describedby={available ? undefined : reasonId}
            onClick={onSubscribe}
          >
            {t('cart.subscriptions.subscribe')}
          </Button>
        )}
        {giftOffer?.({ plan, currency })}
      </CardActions>
    </Card>
  )
}
