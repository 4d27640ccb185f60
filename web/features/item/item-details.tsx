import Box from '@mui/material/Box'
import Chip from '@mui/material/Chip'
import Typography from '@mui/material/Typography'
import { useTranslation } from '../../i18n/use-translation.tsx'
import type { Item } from '../../../contract/schemas/catalogue.ts'
import type { Currency } from '../../../contract/schemas/website.ts'
import { ItemBadgeChip } from '../../ui/item-badge-chip.tsx'
import { TimeLeft } from './time-left.tsx'
import { usePageTitle } from '../../lib/use-page-title.ts'

function formatDate(instant: string, language: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(instant),
  )
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
        {t('itemPage.published', { date: formatDate(item.published_at, i18n.language) })}
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
