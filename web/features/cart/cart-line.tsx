import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline'
import Box from '@mui/material/Box'
import FormControlLabel from '@mui/material/FormControlLabel'
import IconButton from '@mui/material/IconButton'
import Radio from '@mui/material/Radio'
import RadioGroup from '@mui/material/RadioGroup'
import Skeleton from '@mui/material/Skeleton'
import Typography from '@mui/material/Typography'
import { useTranslation } from '../../i18n/use-translation.tsx'
import type { Item, Price } from '../../../contract/schemas/catalogue.ts'
import type { Currency } from '../../../contract/schemas/website.ts'
import { useCart } from '../../lib/cart-store.ts'
import { usePriceLabels } from '../../ui/price-labels.ts'
import { ItemThumbnail } from './item-thumbnail.tsx'

interface CartLineProps {
  itemUid: string
  /** Undefined until the saved cart's items have been fetched. */
  item: Item | undefined
  chosenPrice: string
  currency: Currency
}

function PriceChoice({ price, currency }: { price: Price; currency: Currency }) {
  const labels = usePriceLabels(currency)
  const download = labels.download(price.downloadable_choices)
  return (
    <FormControlLabel
      value={price.uid}
      control={<Radio size="small" />}
      label={
        <Box component="span" sx={{ display: 'block', py: 0.5 }}>
          <Box component="span" sx={{ display: 'block', fontWeight: 700 }}>
            {labels.amount(price.amount)}
          </Box>
          <Box component="span" sx={{ display: 'block' }}>
            {labels.period(price.period)}
          </Box>
          {download && (
            <Box component="span" sx={{ display: 'block', color: 'text.secondary' }}>
              {download}
            </Box>
          )}
        </Box>
      }
    />
  )
}

/** One item of the cart: its picture and name, one price chosen among its own, remove. */
export function CartLine({ itemUid, item, chosenPrice, currency }: CartLineProps) {
  const { t } = useTranslation()
  const choosePrice = useCart((state) => state.choosePrice)
  const removeItem = useCart((state) => state.removeItem)
  const name = item?.content_object.name ?? t('cart.prices.loading')

  return (
    <Box component="li" sx={{ py: 2, borderBottom: 1, borderColor: 'divider' }}>
      <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
        <ItemThumbnail item={item} />
        <Typography component="h3" variant="subtitle1" sx={{ flexGrow: 1, fontWeight: 500 }}>
          {item ? name : <Skeleton width="80%" aria-label={name} />}
        </Typography>
        <IconButton
          aria-label={t('cart.prices.remove', { name })}
          onClick={() => removeItem(itemUid)}
          size="small"
        >
          <DeleteOutlineIcon />
        </IconButton>
      </Box>
      {item && (
        <RadioGroup
          aria-label={t('cart.prices.choosePrice', { name })}
          value={chosenPrice}
          onChange={(event) => choosePrice(itemUid, event.target.value)}
          sx={{ mt: 1, pl: 1 }}
        >
          {item.prices.map((price) => (
            <PriceChoice key={price.uid} price={price} currency={currency} />
          ))}
        </RadioGroup>
      )}
    </Box>
  )
}
