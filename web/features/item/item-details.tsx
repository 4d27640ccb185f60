import { dateLocale } from '../../../contract/values/date-locale.ts'
import Box from '@mui/material/Box'
import Chip from '@mui/material/Chip'
import Typography from '@mui/material/Typography'
import { useTranslation } from '../../i18n/use-translation.tsx'
import type { Item } from '../../../contract/schemas/catalogue.ts'
import { publicationStateOf } from '../../../contract/values/admin-items.ts'
import type { Currency } from '../../../contract/schemas/website.ts'
import { ItemBadgeChip } from '../../ui/item-badge-chip.tsx'
import { TimeLeft } from './time-left.tsx'
import { usePageTitle } from '../../lib/use-page-title.ts'

function formatDate(instant: string, language: string): string {
  return new Intl.DateTimeFormat(dateLocale(language), {
    dateStyle: 'long',
    timeZone: 'UTC',
  }).format(new Date(instant))
}

/**
 * When the item came out; staff previewing an item visitors may not see yet read when it will
 * (a scheduled date) or that nobody published it, never the far date that stands for "never".
 */
function publicationLabel(item: Item, language: string, t: ReturnType<typeof useTranslation>['t']) {
  const state = publicationStateOf(item.published_at)
  if (state === 'unpublished') return t('itemPage.unpublished')
  const date = formatDate(item.published_at, language)
  return state === 'scheduled'
    ? t('itemPage.scheduled', { date })
    : t('itemPage.published', { date })
}

/** Name, access badge, publication date (French by default), time left, description, tags. */
export function ItemDetails({ item, currency }: { item: Item; currency: Currency }) {
  const { t, i18n } = useTranslation()
  const content = item.content_object
  usePageTitle(content.name)
  return (
    <Box component="section" aria-labelledby="item-name">
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
        <Typography id="item-name" variant="h4" component="h1">
          {content.name}
        </Typography>
        <ItemBadgeChip item={item} currency={currency} />
      </Box>
      <Typography color="text.secondary" sx={{ mt: 0.5 }}>
        {publicationLabel(item, i18n.language, t)}
      </Typography>
      {item.expired_at && <TimeLeft expiredAt={item.expired_at} />}
      {content.description && (
        // Rich text the server keeps clean on the way in (server/modules/catalogue/description.ts).
        <Typography
          component="div"
          sx={{ mt: 2, '& p': { mt: 0, mb: 1 } }}
          dangerouslySetInnerHTML={{ __html: content.description }}
        />
      )}
      {content.tags.length > 0 && (
        <Box
          component="ul"
          aria-label={t('itemPage.tags')}
          sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, listStyle: 'none', p: 0, mt: 2 }}
        >
          {content.tags.map((tag) => (
            <li key={tag}>
              <Chip label={tag} size="small" variant="outlined" />
            </li>
          ))}
        </Box>
      )}
    </Box>
  )
}
