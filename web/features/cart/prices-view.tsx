import CloseIcon from '@mui/icons-material/Close'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import IconButton from '@mui/material/IconButton'
import Typography from '@mui/material/Typography'
import { useId } from 'react'
import { useTranslation } from '../../i18n/use-translation.tsx'
import type { Currency } from '../../../contract/schemas/website.ts'
import { cartLength, cartTotal, useCart } from '../../lib/cart-store.ts'
import { formatMoney } from '../../../contract/values/money.ts'
import { couponDiscount } from '../../../contract/values/admin-coupons.ts'
import { BundleLine } from './bundle-line.tsx'
import { CartLine } from './cart-line.tsx'
import { CouponField } from './coupon-field.tsx'
import { TipInput } from './tip-input.tsx'
import { useCartBundles } from './use-cart-bundles.ts'
import { useCartItems } from './use-cart-items.ts'

interface PricesViewProps {
  currency: Currency
  tipsEnabled: boolean
  onCheckout: () => void
}

/**
 * Spec §2 prices view: the items with their chosen prices, the bundles, the tip, the total,
 * checkout.
 */
export function PricesView({ currency, tipsEnabled, onCheckout }: PricesViewProps) {
  const { t, i18n } = useTranslation()
  const totalId = useId()
  const discountId = useId()
  const items = useCart((state) => state.items)
  const bundles = useCart((state) => state.bundles)
  const found = useCartItems()
  const foundBundles = useCartBundles()
  const length = useCart(cartLength)
  const tip = useCart((state) => (tipsEnabled ? state.tip : 0))
  const lines = cartTotal({ items, bundles, tip }, { items: found, bundles: foundBundles }, false)
  const coupon = useCart((state) => state.coupons.prices)
  // The cart's estimate, reckoned as checkout does; the server reckons it again.
  const discount = coupon ? couponDiscount(coupon, lines) : 0
  const giftCard = useCart((state) => state.giftCard)
  const applyGiftCard = useCart((state) => state.applyGiftCard)
  const cardId = useId()
  // The card pays what it can of the total; the rest goes to the payment page.
  const cardPart = giftCard ? Math.min(giftCard.balance, Math.max(lines - discount + tip, 0)) : 0
  const total = lines - discount + tip - cardPart
  const requests = useCart((state) => state.onDemandItems.length)
  const setView = useCart((state) => state.setView)

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, minHeight: '100%' }}>
      {length === 0 ? (
        <Typography>{t('cart.prices.empty')}</Typography>
      ) : (
        <Box
          component="ul"
          aria-label={t('cart.prices.list')}
          sx={{ listStyle: 'none', p: 0, m: 0 }}
        >
          {Object.entries(items).map(([itemUid, priceUid]) => (
            <CartLine
              key={itemUid}
              itemUid={itemUid}
              item={found.get(itemUid)}
              chosenPrice={priceUid}
              currency={currency}
            />
          ))}
          {bundles.map((bundleUid) => (
            <BundleLine
              key={bundleUid}
              bundleUid={bundleUid}
              bundle={foundBundles.get(bundleUid)}
              currency={currency}
            />
          ))}
        </Box>
      )}
      {length > 0 && <CouponField checkout="prices" />}
      {coupon && discount > 0 && (
        <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline' }}>
          <Typography id={discountId}>
            {t('cart.coupon.discount', { code: coupon.code })}
          </Typography>
          <Typography component="output" aria-labelledby={discountId} sx={{ whiteSpace: 'nowrap' }}>
            − {formatMoney(discount, currency, i18n.language)}
          </Typography>
        </Box>
      )}
      {giftCard && length > 0 && (
        <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center' }}>
          <Typography id={cardId} sx={{ flexGrow: 1 }}>
            {t('cart.giftCard.part', { code: giftCard.code })}
          </Typography>
          <Typography component="output" aria-labelledby={cardId} sx={{ whiteSpace: 'nowrap' }}>
            − {formatMoney(cardPart, currency, i18n.language)}
          </Typography>
          <IconButton
            aria-label={t('cart.giftCard.remove', { code: giftCard.code })}
            onClick={() => applyGiftCard(null)}
          >
            <CloseIcon />
          </IconButton>
        </Box>
      )}
      {tipsEnabled && length > 0 && <TipInput currency={currency} />}
      {/* The total and checkout stay in view at the bottom of the drawer, however long the cart. */}
      <Box
        sx={{
          position: 'sticky',
          bottom: 0,
          zIndex: 1,
          mx: -2,
          mt: 'auto',
          px: 2,
          py: 2,
          display: 'flex',
          flexDirection: 'column',
          gap: 1.5,
          bgcolor: 'background.paper',
          borderTop: 1,
          borderColor: 'divider',
        }}
      >
        <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline' }}>
          <Typography id={totalId} variant="h6" component="p">
            {t('cart.prices.total')}
          </Typography>
          <Typography variant="h6" component="output" aria-labelledby={totalId}>
            {formatMoney(total, currency, i18n.language)}
          </Typography>
        </Box>
        <Button variant="contained" size="large" disabled={length === 0} onClick={onCheckout}>
          {t('cart.prices.checkout')}
        </Button>
        {requests > 0 && (
          <Button onClick={() => setView('onDemand')}>
            {t('cart.prices.showRequests', { count: requests })}
          </Button>
        )}
      </Box>
    </Box>
  )
}
