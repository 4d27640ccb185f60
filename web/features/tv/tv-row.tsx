import Box from '@mui/material/Box'
import { useId } from 'react'
import type { Item } from '../../../contract/schemas/catalogue.ts'
import { TvCard } from './tv-card.tsx'

interface TvRowProps {
  /** Unique on the screen: it names the row's cards for the spatial navigation. */
  rowKey: string
  title: string
  items: Item[]
  aspectRatio: string
  onOpen: (item: Item) => void
}

/**
 * A row of cards that slides sideways as the focus moves along it: the cards are the page's
 * own focusables, so Up and Down land on the nearest card of the next row.
 */
export function TvRow({ rowKey, title, items, aspectRatio, onOpen }: TvRowProps) {
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
          gap: '1.2em',
          listStyle: 'none',
          m: 0,
          // Room for the focus ring and zoom, which the sideways clipping would cut.
          p: '0.8em 0.6em',
          mx: '-0.6em',
          overflowX: 'hidden',
        }}
      >
        {items.map((item) => (
          <Box
            component="li"
            key={item.uid}
            sx={{ flex: '0 0 clamp(180px, 19vw, 420px)', minWidth: 0, scrollMargin: '5vh 5vw' }}
          >
            <TvCard
              item={item}
              focusKey={`card:${rowKey}:${item.uid}`}
              aspectRatio={aspectRatio}
              onOpen={onOpen}
            />
          </Box>
        ))}
      </Box>
    </Box>
  )
}
