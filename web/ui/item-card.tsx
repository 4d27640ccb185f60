import Box from '@mui/material/Box'
import Card from '@mui/material/Card'
import CardActionArea from '@mui/material/CardActionArea'
import Chip from '@mui/material/Chip'
import Typography from '@mui/material/Typography'
import { useTranslation } from '../i18n/use-translation.tsx'
import { Link } from 'react-router'
import type { Item } from '../../contract/schemas/catalogue.ts'
import type { Currency } from '../../contract/schemas/website.ts'
import { paths } from '../lib/paths.ts'
import { formatDuration } from './format-duration.ts'
import { aspectRatioValue, thumbnailUrl } from './image-url.ts'
import { ItemBadgeChip } from './item-badge-chip.tsx'
import { LiveBadge } from './live-badge.tsx'
import { THUMBNAIL_WIDTHS } from '../../contract/values/thumbnail-widths.ts'

const THUMBNAIL_WIDTH = THUMBNAIL_WIDTHS.card
const COVER = { width: '100%', height: '100%', objectFit: 'cover', display: 'block' } as const

export interface ItemCardProps {
  item: Item
  /** The site's options.aspectRatioMediaCard, e.g. `16/9`. */
  aspectRatio: string
  currency: Currency
  /** Load the thumbnail at once: the card is among the first on screen. */
  eager?: boolean
  /** Load it first of all: the card leads the page (its largest paint, often). */
  priority?: boolean
}

/**
 * A media, playlist or live item in a list: thumbnail, name, duration, badges (a live one's
 * "En direct" or start), Playlist tag and count.
 */
export function ItemCard(props: ItemCardProps) {
  const { item, aspectRatio, currency, eager = false, priority = false } = props
  const { t } = useTranslation()
  const content = item.content_object
  const isPlaylist = item.content_object_type === 'playlist'
  const duration = isPlaylist ? content.medias_duration : content.duration
  const ratio = aspectRatioValue(aspectRatio)
  return (
    <Card sx={{ height: '100%' }}>
      <CardActionArea component={Link} to={paths.item(item.slug)} sx={{ height: '100%' }}>
        <Box sx={{ position: 'relative', aspectRatio: String(ratio), bgcolor: 'grey.800' }}>
          {item.content_object_thumbnail && (
            <img
              src={thumbnailUrl(item.content_object_type, item.content_object_id, THUMBNAIL_WIDTH)}
              alt=""
              width={THUMBNAIL_WIDTH}
              height={Math.round(THUMBNAIL_WIDTH / ratio)}
              loading={eager || priority ? 'eager' : 'lazy'}
              fetchPriority={priority ? 'high' : 'auto'}
              decoding="async"
              style={COVER}
            />
          )}
          <Box sx={{ position: 'absolute', top: 8, left: 8 }}>
            <LiveBadge live={item.live} />
          </Box>
          <Box sx={{ position: 'absolute', top: 8, right: 8 }}>
            <ItemBadgeChip item={item} currency={currency} />
          </Box>
          {duration > 0 && (
            <Typography
              component="span"
              variant="caption"
              aria-label={t('item.duration', { value: formatDuration(duration) })}
              sx={{
                position: 'absolute',
                bottom: 8,
                right: 8,
                px: 0.75,
                borderRadius: 1,
                bgcolor: 'rgba(0,0,0,0.72)',
                color: '#fff',
              }}
            >
              {formatDuration(duration)}
            </Typography>
          )}
        </Box>
        <Box sx={{ p: 1.5 }}>
          {isPlaylist && (
            <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', mb: 0.5 }}>
              <Chip size="small" color="primary" label={t('item.playlist')} />
              <Typography variant="caption">
                {t('item.videoCount', { count: content.medias_count })}
              </Typography>
            </Box>
          )}
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 500, lineHeight: 1.3 }}>
            {content.name}
          </Typography>
        </Box>
      </CardActionArea>
    </Card>
  )
}
