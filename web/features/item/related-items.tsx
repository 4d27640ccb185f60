import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { useTranslation } from '../../i18n/use-translation.tsx'
import type { Item } from '../../../contract/schemas/catalogue.ts'
import type { WebsiteSettings } from '../../../contract/schemas/website.ts'
import { ItemGrid } from '../../ui/item-grid.tsx'
import { useRelatedItems } from './get-related-items.ts'

/** Other items of the item's first category (spec §2). */
export function RelatedItems({ item, website }: { item: Item; website: WebsiteSettings }) {
  const { t } = useTranslation()
  const related = useRelatedItems(item)
  const items = related.data ?? []
  if (items.length === 0) return null
  return (
    <Box component="section" aria-labelledby="related-heading" sx={{ mt: 5 }}>
      <Typography id="related-heading" variant="h5" component="h2" gutterBottom>
        {item.category_name
          ? t('itemPage.relatedIn', { name: item.category_name })
          : t('itemPage.related')}
      </Typography>
      <ItemGrid
        items={items}
        aspectRatio={website.options.aspectRatioMediaCard}
        currency={website.monetization_currency}
      />
    </Box>
  )
}
