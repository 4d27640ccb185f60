import Grid from '@mui/material/Grid'
import type { ReactNode } from 'react'
import type { Item } from '../../contract/schemas/catalogue.ts'
import type { Currency } from '../../contract/schemas/website.ts'
import { HydrationRegion } from './hydration-region.tsx'
import { ItemCard } from './item-card.tsx'

/**
 * Spec §2: cards span 6 of 12 columns on extra small and small screens, 4 on medium, 3 on
 * large — two, three, then four cards a row.
 */
export const ITEM_GRID_SPANS = { xs: 6, md: 4, lg: 3 } as const

/** The widest first row: its thumbnails are on screen at once, so they load without waiting. */
const FIRST_ROW = 4

export function ItemGrid(props: {
  items: Item[]
  aspectRatio: string
  currency: Currency
  /** The grid leads its page: its first thumbnail is loaded before anything else. */
  leading?: boolean
  /** A control under each card (my list's "remove"). */
  action?: (item: Item) => ReactNode
}) {
  return (
    <Grid container spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {props.items.map((item, index) => (
        <HydrationRegion key={item.uid}>
          <Grid size={ITEM_GRID_SPANS} component="li">
            <ItemCard
              item={item}
              aspectRatio={props.aspectRatio}
              currency={props.currency}
              eager={index < FIRST_ROW}
              priority={props.leading === true && index === 0}
            />
            {props.action?.(item)}
          </Grid>
        </HydrationRegion>
      ))}
    </Grid>
  )
}
