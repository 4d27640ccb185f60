import Box from '@mui/material/Box'
import Container from '@mui/material/Container'
import Typography from '@mui/material/Typography'
import { useTranslation } from '../../i18n/use-translation.tsx'
import { useSearchParams } from 'react-router'
import type { ItemOrdering } from '../../../contract/schemas/catalogue.ts'
import { useWebsite } from '../../api/get-website.ts'
import { ItemGrid } from '../../ui/item-grid.tsx'
import { ItemGridSkeleton } from '../../ui/item-grid-skeleton.tsx'
import { LabelledSection } from '../../ui/labelled-section.tsx'
import { DEFAULT_ORDERING, orderingOf, useItems } from './get-items.ts'
import { SortPicker } from './sort-picker.tsx'
import { MoreButton } from '../../ui/more-button.tsx'
import { usePageTitle } from '../../lib/use-page-title.ts'
import '../../i18n/items/texts.ts'

const SKELETON_CARDS = 8

/** /medias — all media, newest first by default, 28 at a time, with a sort picker (spec §2). */
export function ItemsPage() {
  const { t } = useTranslation()
  usePageTitle(t('items.title'))
  const website = useWebsite()
  const [params, setParams] = useSearchParams()
  const ordering = orderingOf(params)
  const items = useItems(ordering)
  const aspectRatio = website.options.aspectRatioMediaCard
  const loaded = items.data?.pages.flatMap((page) => page.results) ?? []

  const sortBy = (next: ItemOrdering) =>
    setParams(next === DEFAULT_ORDERING ? {} : { ordering: next }, { replace: true })

  return (
    <Container sx={{ py: 3 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', mb: 3 }}>
        <Typography variant="h4" component="h1" sx={{ flexGrow: 1 }}>
          {t('items.title')}
        </Typography>
        <SortPicker value={ordering} onChange={sortBy} />
      </Box>
      <LabelledSection
        title={t('items.list')}
        hideTitle
        aria-busy={items.isPending || items.isPlaceholderData}
      >
        {items.isPending ? (
          <ItemGridSkeleton count={SKELETON_CARDS} aspectRatio={aspectRatio} />
        ) : (
          <ItemGrid
            items={loaded}
            leading
            aspectRatio={aspectRatio}
            currency={website.monetization_currency}
          />
        )}
        {items.isSuccess && loaded.length === 0 && (
          <Typography color="text.secondary">{t('items.empty')}</Typography>
        )}
        {items.hasNextPage && (
          <MoreButton
            label={t('items.more')}
            loading={items.isFetchingNextPage}
            onMore={() => void items.fetchNextPage()}
          />
        )}
      </LabelledSection>
    </Container>
  )
}
