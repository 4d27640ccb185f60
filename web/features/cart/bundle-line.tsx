import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline'
import Box from '@mui/material/Box'
import IconButton from '@mui/material/IconButton'
import Skeleton from '@mui/material/Skeleton'
import Typography from '@mui/material/Typography'
import { useTranslation } from '../../i18n/use-translation.tsx'
import type { Bundle } from '../../../contract/schemas/bundles.ts'
import type { Currency } from '../../../contract/schemas/website.ts'
import { useCart } from '../../lib/cart-store.ts'
import { usePriceLabels } from '../../ui/price-labels.ts'

interface BundleLineProps {
  bundleUid: string
  /** Undefined until the saved cart's bundles have been fetched. */
  bundle: Bundle | undefined
  currency: Currency
}

/** One bundle of the cart: its name, how many items it grants and for how long, its price. */
export function BundleLine({ bundleUid, bundle, currency }: BundleLineProps) {
  const { t } = useTranslation()
  const labels = usePriceLabels(currency)
  const removeBundle = useCart((state) => state.removeBundle)
  const name = bundle?.name ?? t('cart.prices.loading')

  return (
    <Box component="li" sx={{ py: 2, borderBottom: 1, borderColor: 'divider' }}>
      <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
        <Box sx={{ flexGrow: 1 }}>
          <Typography variant="overline" component="p" color="text.secondary">
            {t('cart.bundle.kind')}
          </Typography>
          <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 500 }}>
            {bundle ? name : <Skeleton width="80%" aria-label={name} />}
          </Typography>
        </Box>
        <IconButton
          aria-label={t('cart.prices.remove', { name })}
          onClick={() => removeBundle(bundleUid)}
          size="small"
        >
          <DeleteOutlineIcon />
        </IconButton>
      </Box>
      {bundle && (
        <Box sx={{ mt: 1, pl: 1 }}>
          <Typography sx={{ fontWeight: 700 }}>{labels.amount(bundle.amount)}</Typography>
          <Typography>
            {t('cart.bundle.items', { count: bundle.items.length })} ·{' '}
            {labels.period(bundle.period)}
          </Typography>
        </Box>
      )}
    </Box>
  )
}
