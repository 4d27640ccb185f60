import Box from '@mui/material/Box'
import Grid from '@mui/material/Grid'
import type { Purchase } from '../../../contract/schemas/billing.ts'
import type { Currency } from '../../../contract/schemas/website.ts'
import { ItemCard } from '../../ui/item-card.tsx'
import { ITEM_GRID_SPANS } from '../../ui/item-grid.tsx'
import { AccessEnd } from './access-end.tsx'

interface PurchaseGridProps {
  purchases: Purchase[]
  expired: boolean
  aspectRatio: string
  currency: Currency
}

/** Purchases as item cards that open the item, each with when its access ends. */
export function PurchaseGrid({ purchases, expired, aspectRatio, currency }: PurchaseGridProps) {
  return (
    <Grid container spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {purchases.map((purchase) => (
        // The same item may be bought twice (a rental, then another): key by purchase.
        <Grid
          key={purchase.purchase_uid}
          size={ITEM_GRID_SPANS}
          component="li"
          sx={{ display: 'flex', flexDirection: 'column' }}
        >
          {/* The card fills what the line under it leaves, so cards of a row line up. */}
          <Box sx={{ flexGrow: 1 }}>
            <ItemCard item={purchase} aspectRatio={aspectRatio} currency={currency} />
          </Box>
          <AccessEnd expireAt={purchase.expire_at} expired={expired} />
        </Grid>
      ))}
    </Grid>
  )
}
