import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Container from '@mui/material/Container'
import Typography from '@mui/material/Typography'
import { useTranslation } from '../../../i18n/use-translation.tsx'
import { Link } from 'react-router'
import type { Item } from '../../../../contract/schemas/catalogue.ts'
import type { Currency } from '../../../../contract/schemas/website.ts'
import { paths } from '../../../lib/paths.ts'
import { thumbnailUrl } from '../../../ui/image-url.ts'
import { ItemBadgeChip } from '../../../ui/item-badge-chip.tsx'
import { LiveBadge } from '../../../ui/live-badge.tsx'
import { THUMBNAIL_WIDTHS } from '../../../../contract/values/thumbnail-widths.ts'

const WIDTH = THUMBNAIL_WIDTHS.stage
const HEIGHT = 720

/** One item across the whole width: its picture, name, excerpt and a link to watch it. */
export function ItemHeroSlide(props: { item: Item; currency: Currency; priority: boolean }) {
  const { t } = useTranslation()
  const { item } = props
  const content = item.content_object
  return (
    <Box
      sx={{
        position: 'relative',
        aspectRatio: { xs: '4 / 5', sm: '16 / 9', lg: '21 / 9' },
        bgcolor: 'grey.900',
        color: '#fff',
        overflow: 'hidden',
      }}
    >
      {item.content_object_thumbnail && (
        <img
          src={thumbnailUrl(item.content_object_type, item.content_object_id, WIDTH)}
          alt=""
          width={WIDTH}
          height={HEIGHT}
          loading={props.priority ? 'eager' : 'lazy'}
          decoding="async"
          style={{
            position: 'absolute',
            inset: 0,
            width: '100%',
            height: '100%',
            objectFit: 'cover',
          }}
        />
      )}
      <Box
        sx={{
          position: 'absolute',
          inset: 0,
          display: 'flex',
          alignItems: 'flex-end',
          background: 'linear-gradient(to top, rgba(0,0,0,0.85) 0%, rgba(0,0,0,0.2) 60%)',
        }}
      >
        <Container sx={{ pb: { xs: 3, md: 6 } }}>
          <Box sx={{ mb: 1, display: 'flex', gap: 1, alignItems: 'center' }}>
            <LiveBadge live={item.live} />
            <ItemBadgeChip item={item} currency={props.currency} />
          </Box>
          <Typography component="h3" variant="h4" sx={{ fontWeight: 700, maxWidth: 720 }}>
            {content.name}
          </Typography>
          {content.excerpt && (
            <Typography sx={{ mt: 1, maxWidth: 640, display: { xs: 'none', sm: 'block' } }}>
              {content.excerpt}
            </Typography>
          )}
          <Button
            component={Link}
            to={paths.item(item.slug)}
            variant="contained"
            size="large"
            sx={{ mt: 2 }}
            aria-label={t('home.watchItem', { name: content.name })}
          >
            {t('home.watch')}
          </Button>
        </Container>
      </Box>
    </Box>
  )
}
