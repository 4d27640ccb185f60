import Box from '@mui/material/Box'
import Card from '@mui/material/Card'
import CardActionArea from '@mui/material/CardActionArea'
import Typography from '@mui/material/Typography'
import { Link } from 'react-router'
import type { Item } from '../../../../contract/schemas/catalogue.ts'
import type { Currency } from '../../../../contract/schemas/website.ts'
import { paths } from '../../../lib/paths.ts'
import { formatDuration } from '../../../ui/format-duration.ts'
import { aspectRatioValue, thumbnailUrl } from '../../../ui/image-url.ts'
import { ItemBadgeChip } from '../../../ui/item-badge-chip.tsx'
import { LiveBadge } from '../../../ui/live-badge.tsx'
import { THUMBNAIL_WIDTHS } from '../../../../contract/values/thumbnail-widths.ts'

export type MediaSide = 'top' | 'bottom' | 'left' | 'right'

const WIDTH = THUMBNAIL_WIDTHS.card
/** Side by side from `sm` up; stacked (picture first) on phones. */
const DIRECTION = {
  top: 'column',
  bottom: 'column-reverse',
  left: { xs: 'column', sm: 'row' },
  right: { xs: 'column', sm: 'row-reverse' },
} as const

interface ItemMediaCardProps {
  item: Item
  side: MediaSide
  aspectRatio: string
  currency: Currency
}

/** An item with its picture on one side of its name, category, excerpt and duration. */
export function ItemMediaCard({ item, side, aspectRatio, currency }: ItemMediaCardProps) {
  const content = item.content_object
  const ratio = aspectRatioValue(aspectRatio)
  const sideways = side === 'left' || side === 'right'
  const duration =
    item.content_object_type === 'playlist' ? content.medias_duration : content.duration
  return (
    <Card sx={{ height: '100%' }}>
      <CardActionArea
        component={Link}
        to={paths.item(item.slug)}
        sx={{
          height: '100%',
          display: 'flex',
          alignItems: 'stretch',
          flexDirection: DIRECTION[side],
        }}
      >
        <Box
          sx={{
            position: 'relative',
            flex: sideways ? { sm: '0 0 45%' } : undefined,
            aspectRatio: String(ratio),
            bgcolor: 'grey.800',
          }}
        >
          {item.content_object_thumbnail && (
            <img
              src={thumbnailUrl(item.content_object_type, item.content_object_id, WIDTH)}
              alt=""
              width={WIDTH}
              height={Math.round(WIDTH / ratio)}
              loading="lazy"
              decoding="async"
              style={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
            />
          )}
          <Box sx={{ position: 'absolute', top: 8, left: 8 }}>
            <LiveBadge live={item.live} />
          </Box>
          <Box sx={{ position: 'absolute', top: 8, right: 8 }}>
            <ItemBadgeChip item={item} currency={currency} />
          </Box>
        </Box>
        <Box sx={{ p: 2, flex: 1, minWidth: 0 }}>
          {item.category_name && (
            <Typography variant="overline" color="text.secondary" component="p">
              {item.category_name}
            </Typography>
          )}
          <Typography component="h3" variant="h6" sx={{ lineHeight: 1.3 }}>
            {content.name}
          </Typography>
          {content.excerpt && (
            <Typography
              variant="body2"
              color="text.secondary"
              sx={{
                mt: 1,
                display: '-webkit-box',
                WebkitLineClamp: 3,
                WebkitBoxOrient: 'vertical',
                overflow: 'hidden',
              }}
            >
              {content.excerpt}
            </Typography>
          )}
          {duration > 0 && (
            <Typography variant="caption" component="p" sx={{ mt: 1 }}>
              {formatDuration(duration)}
            </Typography>
          )}
        </Box>
      </CardActionArea>
    </Card>
  )
}
