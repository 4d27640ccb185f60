import Box from '@mui/material/Box'
import { useId } from 'react'
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
 * A row of cards that slides sideways as the focus moves along it, or a grid of them: the cards
 * are the page's own focusables, so Up and Down land on the nearest card of the next line.
 */
export function TvRow(props: TvRowProps) {
  const { rowKey, title, items, aspectRatio, onOpen, layout = 'row', onNearEnd } = props
  const headingId = useId()
  if (items.length === 0) return null
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
          flexWrap: layout === 'grid' ? 'wrap' : 'nowrap',
          gap: '1.2em',
          listStyle: 'none',
          m: 0,
          // Room for the focus ring and zoom, which the sideways clipping would cut.
          p: '0.8em 0.6em',
          mx: '-0.6em',
          overflowX: 'hidden',
        }}
      >
        {items.map((item, at) => (
          <Box
            component="li"
            key={item.uid}
            sx={{ flex: `0 0 ${TV_CARD_WIDTH}`, minWidth: 0, scrollMargin: '5vh 5vw' }}
          >
            <TvCard
              item={item}
              focusKey={`card:${rowKey}:${item.uid}`}
              aspectRatio={aspectRatio}
              onOpen={onOpen}
              onFocused={at >= items.length - NEAR_END ? onNearEnd : undefined}
            />
          </Box>
        ))}
      </Box>
    </Box>
  )
}
