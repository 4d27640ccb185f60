import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import CardActions from '@mui/material/CardActions'
import CardContent from '@mui/material/CardContent'
import Typography from '@mui/material/Typography'
import { useId, type ReactNode } from 'react'
import { useTranslation } from '../../../i18n/use-translation.tsx'
import type { Bundle } from '../../../../contract/schemas/bundles.ts'
import type { Currency } from '../../../../contract/schemas/website.ts'
import { usePriceLabels } from '../../../ui/price-labels.ts'
import { BundleItemList } from './bundle-item-list.tsx'

interface BundleCardProps {
  bundle: Bundle
  /** The item whose page shows the bundle. */
  itemUid: string
  currency: Currency
  onAdd: () => void
  /** "Give as a gift", beside "add to cart", where it is offered. */
  gift?: ReactNode
}

/** A bundle on sale: name, price and access period, description, its items, add to cart. */
export function BundleCard({ bundle, itemUid, currency, onAdd, gift }: BundleCardProps) {
  const { t } = useTranslation()
  const labels = usePriceLabels(currency)
  const nameId = useId()
  const itemsId = useId()

  return (
    <Card component="article" variant="outlined" aria-labelledby={nameId}>
      <CardContent sx={{ pb: 0 }}>
        <Typography id={nameId} component="h3" variant="h6">
          {bundle.name}
        </Typography>
        <Typography sx={{ fontWeight: 700 }}>{labels.amount(bundle.amount)}</Typography>
        <Typography color="text.secondary">{labels.period(bundle.period)}</Typography>
        {bundle.description && (
          <Typography variant="body2" sx={{ mt: 1, whiteSpace: 'pre-line' }}>
            {bundle.description}
          </Typography>
        )}
        <Typography id={itemsId} variant="subtitle2" sx={{ mt: 2, mb: 1 }}>
          {t('itemPage.bundles.items', { count: bundle.items.length })}
        </Typography>
        <BundleItemList items={bundle.items} currentUid={itemUid} labelledBy={itemsId} />
      </CardContent>
      <CardActions sx={{ p: 2 }}>
        <Button variant="contained" aria-describedby={nameId} onClick={onAdd}>
          {t('itemPage.bundles.add')}
        </Button>
        {gift}
      </CardActions>
    </Card>
  )
}
