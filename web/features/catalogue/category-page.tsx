import Container from '@mui/material/Container'
import Skeleton from '@mui/material/Skeleton'
import Typography from '@mui/material/Typography'
import { useTranslation } from '../../i18n/use-translation.tsx'
import { useParams } from 'react-router'
import { useWebsite } from '../../api/get-website.ts'
import { ItemGrid } from '../../ui/item-grid.tsx'
import { ItemGridSkeleton } from '../../ui/item-grid-skeleton.tsx'
import { LabelledSection } from '../../ui/labelled-section.tsx'
import { CategoryNotFound } from './category-not-found.tsx'
import { useCategory } from '../../api/get-category.ts'
import { useCategoryItems } from '../../api/get-category-items.ts'
import { SubcategoryList } from './subcategory-list.tsx'
import { HydrationRegion } from '../../ui/hydration-region.tsx'
import { MoreButton } from '../../ui/more-button.tsx'
import { usePageTitle } from '../../lib/use-page-title.ts'
import '../../i18n/catalogue/texts.ts'

const SKELETON_CARDS = 8

/** /category/:categorySlug — name, description, subcategories, items with 'more' (spec §2). */
export function CategoryPage() {
  const { t } = useTranslation()
  const { categorySlug = '' } = useParams()
  const website = useWebsite()
  const category = useCategory(categorySlug)
  usePageTitle(category.data?.name)
  const items = useCategoryItems(category.data)
  const aspectRatio = website.options.aspectRatioMediaCard

  if (category.isError) return <CategoryNotFound />
  if (!category.data) {
    return (
      <Container sx={{ py: 3 }} aria-busy="true">
        <Skeleton variant="text" width="40%" height={48} />
        <ItemGridSkeleton count={SKELETON_CARDS} aspectRatio={aspectRatio} />
      </Container>
    )
  }

  const { name, description, children } = category.data
  const loaded = items.data?.pages.flatMap((page) => page.results) ?? []
  return (
    <Container sx={{ py: 3 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {name}
      </Typography>
      {description && <Typography sx={{ whiteSpace: 'pre-line', mb: 3 }}>{description}</Typography>}
      {children.length > 0 && (
        <HydrationRegion>
          <LabelledSection title={t('category.subcategories')} hideTitle sx={{ mb: 4 }}>
            <SubcategoryList categories={children} style={website.options.subcategoryImage} />
          </LabelledSection>
        </HydrationRegion>
      )}
      <LabelledSection title={t('category.items')} hideTitle>
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
        {!items.isPending && loaded.length === 0 && children.length === 0 && (
          <Typography color="text.secondary">{t('category.empty')}</Typography>
        )}
        {items.hasNextPage && (
          <MoreButton
            label={t('category.more')}
            loading={items.isFetchingNextPage}
            onMore={() => void items.fetchNextPage()}
          />
        )}
      </LabelledSection>
    </Container>
  )
}
