import ShoppingCartIcon from '@mui/icons-material/ShoppingCart'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Typography from '@mui/material/Typography'
import { useQueryClient } from '@tanstack/react-query'
import type { Item } from '../../../contract/schemas/catalogue.ts'
import { formatMoney } from '../../../contract/values/money.ts'
import type { Currency } from '../../../contract/schemas/website.ts'
import { useTranslation } from '../../i18n/use-translation.tsx'
import { addToCart } from '../../lib/add-to-cart.ts'
import { useCart } from '../../lib/cart-store.ts'
import { keepOffer, type PriceOffer } from './access-actions.ts'

/**
 * "Acheter · 3,99 €", "Acheter · à partir de 1,99 €": the price on the button itself; a tap puts
 * the item in the cart (with the offer's price chosen, if it names one) and opens the cart.
 */
export function OfferButton({
  item,
  offer,
  currency,
}: {
  item: Item
  offer: PriceOffer
  currency: Currency
}) {
  const { t, i18n } = useTranslation()
  const queryClient = useQueryClient()
  const choosePrice = useCart((state) => state.choosePrice)
  const action = t('itemPage.buy')
  const amount = formatMoney(offer.amount, currency, i18n.language)
  return (
    <Button
      variant="contained"
      startIcon={<ShoppingCartIcon />}
      onClick={() => {
        addToCart(queryClient, item)
        if (offer.priceUid) choosePrice(item.uid, offer.priceUid)
      }}
    >
      {t(offer.from ? 'itemPage.offerFrom' : 'itemPage.offerFor', { action, amount })}
    </Button>
  )
}

/** Spec §4: a viewer whose access ends (a rental) is offered to buy the item to keep it. */
export function KeepOffer({ item, currency }: { item: Item; currency: Currency }) {
  const { t } = useTranslation()
  const offer = keepOffer(item)
  if (!offer) return null
  return (
    <Box component="section" aria-label={t('itemPage.keep')}>
      <Typography color="text.secondary" sx={{ mb: 1 }}>
        {t('itemPage.keep')}
      </Typography>
      <OfferButton item={item} offer={offer} currency={currency} />
    </Box>
  )
}
