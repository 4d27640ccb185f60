import Box from '@mui/material/Box'
import type { Item } from '../../../contract/schemas/catalogue.ts'
import { aspectRatioValue, thumbnailUrl } from '../../ui/image-url.ts'
import { LiveBadge } from '../../ui/live-badge.tsx'
import { TvLink } from './focusable.tsx'
import { tvItemPath } from './tv-paths.ts'

/** Brings the focused card into view: its row slides sideways, the page up or down. */
export function reveal(node: HTMLElement) {
  const slot = node.closest('li') ?? node
  slot.scrollIntoView({ block: 'nearest', inline: 'nearest' })
}

interface TvCardProps {
  item: Item
  /** Unique on the screen: the same item may sit in two rows. */
  focusKey: string
  aspectRatio: string
  /** What to go to on Enter. */
  onOpen: (item: Item) => void
  /** Called when the remote's focus lands on it. */
  onFocused?: () => void
}

/** An item's card on the TV home: its picture and name, focused by the remote. */
export function TvCard({ item, focusKey, aspectRatio, onOpen, onFocused }: TvCardProps) {
  const name = item.content_object.name
  return (
    <TvLink
      focusKey={focusKey}
      to={tvItemPath(item.slug)}
      label={name}
      onEnter={() => onOpen(item)}
      onFocus={(node) => {
        reveal(node)
        onFocused?.()
      }}
    >
      <Box
        sx={{
          position: 'relative',
          aspectRatio: String(aspectRatioValue(aspectRatio)),
          bgcolor: 'action.hover',
          borderRadius: '0.4em',
          overflow: 'hidden',
        }}
      >
        {item.live && (
          // On air, or when it starts: the storefront card's badge, over the picture, larger
          // for a screen read from across the room.
          <Box
            sx={{
              position: 'absolute',
              top: '0.5em',
              left: '0.5em',
              transform: 'scale(1.4)',
              transformOrigin: 'top left',
            }}
          >
            <LiveBadge live={item.live} />
          </Box>
        )}
        {item.content_object_thumbnail && (
          <img
            src={thumbnailUrl(item.content_object_type, item.content_object_id)}
            alt=""
            loading="lazy"
            style={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
          />
        )}
      </Box>
      <Box
        component="span"
        aria-hidden
        sx={{
          display: 'block',
          mt: '0.4em',
          fontSize: '0.85em',
          overflow: 'hidden',
          textOverflow: 'ellipsis',
          whiteSpace: 'nowrap',
        }}
      >
        {name}
      </Box>
    </TvLink>
  )
}
