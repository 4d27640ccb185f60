import Box from '@mui/material/Box'
import { useId, type ReactNode } from 'react'
import type { Item } from '../../../contract/schemas/catalogue.ts'
import { TvCard } from './tv-card.tsx'

/** A card's width on the TV: about five to a row of the screen. */
export const TV_CARD_WIDTH = 'clamp(180px, 19vw, 420px)'
/** How near the last card the focus asks for the next page of a list. */
const NEAR_END = 6

interface TvRowProps {
  /** Unique on the screen: it names the row's cards for the spatial navigation. */
  rowKey: string
  title: string
  items: Item[]
  aspectRatio: string
  onOpen: (item: Item) => void
  /** `grid`: the cards wrap onto lines (a category's items, search results) instead of sliding. */
  layout?: 'row' | 'grid'
  /** Called when the focus comes near the last card: a list that pages asks for more. */
  onNearEnd?: () => void
}

/**
 * A titled list of cards: a row that slides sideways as the focus moves along it (`wrap`: a
 * grid, its cards wrapping onto lines). The cards are the page's own focusables, so Up and Down
 * land on the nearest card of the next line.
 */
export function TvShelf({
  title,
  wrap,
  children,
}: {
  title: string
  wrap: boolean
  children: ReactNode
}) {
  const headingId = useId()
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mt: '1.2em' }}>
      <Box component="h2" id={headingId} sx={{ fontSize: '1.2em', fontWeight: 600, m: 0 }}>
        {title}
      </Box>
      <Box
        component="ul"
        aria-labelledby={headingId}
        sx={{
          display: 'flex',
          flexWrap: wrap ? 'wrap' : 'nowrap',
          gap: '1.2em',
          listStyle: 'none',
          m: 0,
          // Room for the focus ring and zoom, which the sideways clipping would cut.
          p: '0.8em 0.6em',
          mx: '-0.6em',
          overflowX: 'hidden',
        }}
      >
        {children}
      </Box>
    </Box>
  )
}

/** A card's place on a shelf. */
export function TvShelfItem({ children }: { children: ReactNode }) {
  return (
    <Box component="li" sx={{ flex: `0 0 ${TV_CARD_WIDTH}`, minWidth: 0, scrollMargin: '5vh 5vw' }}>
      {children}
    </Box>
  )
}

/** Items' cards on a shelf: a row of the home, a category's grid, search results. */
export function TvRow(props: TvRowProps) {
  const { rowKey, title, items, aspectRatio, onOpen, layout = 'row', onNearEnd } = props
  if (items.length === 0) return null
  return (
    <TvShelf title={title} wrap={layout === 'grid'}>
      {items.map((item, at) => (
        <TvShelfItem key={item.uid}>
          <TvCard
            item={item}
            focusKey={`card:${rowKey}:${item.uid}`}
            aspectRatio={aspectRatio}
            onOpen={onOpen}
            onFocused={at >= items.length - NEAR_END ? onNearEnd : undefined}
          />
        </TvShelfItem>
      ))}
    </TvShelf>
  )
}
