import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import type { ReactNode } from 'react'
import { useTranslation } from '../../i18n/use-translation.tsx'
import { useWebsite } from '../../api/get-website.ts'
import { ItemGrid } from '../../ui/item-grid.tsx'
import { ItemGridSkeleton } from '../../ui/item-grid-skeleton.tsx'
import { LabelledSection } from '../../ui/labelled-section.tsx'
import { useSearchItems } from '../../api/get-search-items.ts'
import { MoreButton } from '../../ui/more-button.tsx'

const SKELETON_CARDS = 8

/**
 * The items matching `text`, 30 at a time, under the hint '{count} results : {text}'; when
 * nothing matches, `whenNothing` (somewhere else to look).
 */
export function SearchResults({ text, whenNothing }: { text: string; whenNothing: ReactNode }) {
  const { t } = useTranslation()
  const website = useWebsite()
  const results = useSearchItems(text)
  const aspectRatio = website.options.aspectRatioMediaCard
  const loaded = results.data?.pages.flatMap((page) => page.results) ?? []
  const count = results.data?.pages[0]?.count ?? 0
  const settled = results.isSuccess && !results.isPlaceholderData

  return (
    <LabelledSection title={t('search.results')} hideTitle aria-busy={!settled}>
      <Typography role="status" color="text.secondary" sx={{ mb: 2, minHeight: '1.5em' }}>
        {settled ? t('search.hint', { count, text }) : ''}
      </Typography>
      {results.isPending ? (
        <ItemGridSkeleton count={SKELETON_CARDS} aspectRatio={aspectRatio} />
      ) : (
        <Box sx={{ opacity: settled ? 1 : 0.6 }}>
          <ItemGrid
            items={loaded}
            leading
            aspectRatio={aspectRatio}
            currency={website.monetization_currency}
          />
        </Box>
      )}
      {results.isError && <Typography color="error">{t('search.failed')}</Typography>}
      {settled && count === 0 && whenNothing}
      {results.hasNextPage && (
        <MoreButton
          label={t('search.more')}
          loading={results.isFetchingNextPage}
          onMore={() => void results.fetchNextPage()}
        />
      )}
    </LabelledSection>
  )
}
