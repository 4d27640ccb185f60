import type { Item } from '../../../../contract/schemas/catalogue.ts'
import type { Currency } from '../../../../contract/schemas/website.ts'
import { ItemCard } from '../../../ui/item-card.tsx'
import { ItemGrid } from '../../../ui/item-grid.tsx'
import { Slider } from '../../../ui/slider/slider.tsx'

/** Spec §9: a featured list of this many items or fewer is a grid; a longer one slides. */
export const FEATURED_GRID_MAX = 4
/** Spec §9: slide width 455 px on medium screens and up, 300 px (the default) below. */
const FEATURED_SLIDE_WIDTH = { xs: 300, md: 455 } as const

interface FeaturedItemsProps {
  label: string
  items: Item[]
  aspectRatio: string
  currency: Currency
}

/** The featured grid of spec §9: four items or fewer in a grid, more in a slider. */
export function FeaturedItems({ label, items, aspectRatio, currency }: FeaturedItemsProps) {
  if (items.length <= FEATURED_GRID_MAX) {
    return <ItemGrid items={items} aspectRatio={aspectRatio} currency={currency} />
  }
  return (
    <Slider label={label} slideWidth={FEATURED_SLIDE_WIDTH}>
      {items.map((item) => (
        <ItemCard key={item.uid} item={item} aspectRatio={aspectRatio} currency={currency} />
      ))}
    </Slider>
  )
}
