import Box from '@mui/material/Box'
import { useNavigate, useParams } from 'react-router'
import { useWebsite } from '../../api/get-website.ts'
import { useTranslation } from '../../i18n/use-translation.tsx'
import { usePageTitle } from '../../lib/use-page-title.ts'
import { useCategory } from '../../api/get-category.ts'
import { useCategoryItems } from '../../api/get-category-items.ts'
import { useBackKey } from './back-key.ts'
import { categoryCardKey, TvCategoryCards } from './tv-category-cards.tsx'
import { useFirstFocus, useOpenItem } from './tv-navigation.ts'
import { TV_CATEGORIES_PATH, tvCategoryPath } from './tv-paths.ts'
import { TvRow } from './tv-row.tsx'

/**
 * /tv/categories/{slug} — a category: its subcategories, then its items in its own order as a
 * grid of cards (the storefront's queries), more coming as the focus nears the last. Back goes
 * up to its parent, or to the categories.
 */
export function TvCategoryPage() {
  const { t } = useTranslation()
  const website = useWebsite()
  const { categorySlug = '' } = useParams()
  const navigate = useNavigate()
  const category = useCategory(categorySlug)
  const items = useCategoryItems(category.data)
  const open = useOpenItem()
  usePageTitle(category.data?.name ?? t('tv.loading'))
  const parent = category.data?.parent
  useBackKey(() => void navigate(parent ? tvCategoryPath(parent.slug) : TV_CATEGORIES_PATH))

  const children = category.data?.children ?? []
  const list = items.data?.pages.flatMap((page) => page.results) ?? []
  const rowKey = `category-${categorySlug}`
  const first = children[0]
    ? categoryCardKey(children[0])
    : list[0]
      ? `card:${rowKey}:${list[0].uid}`
      : null
  useFirstFocus(first)

  if (category.isError) return <Box role="alert">{t('tv.categoryNotFound')}</Box>
  if (!category.data) return <Box role="status">{t('tv.loading')}</Box>
  return (
    <>
      <Box component="h1" sx={{ fontSize: '1.8em', mt: 0, mb: 0 }}>
        {category.data.name}
      </Box>
      {category.data.description && (
        <Box
          component="p"
          sx={{
            m: 0,
            mt: '0.3em',
            color: 'text.secondary',
            maxWidth: '40em',
            whiteSpace: 'pre-line',
          }}
        >
          {category.data.description}
        </Box>
      )}
      <TvCategoryCards title={t('tv.subcategories')} categories={children} />
      <div aria-busy={items.isFetching}>
        <TvRow
          rowKey={rowKey}
          title={t('tv.categoryItems', { count: items.data?.pages[0]?.count ?? 0 })}
          items={list}
          aspectRatio={website.options.aspectRatioMediaCard}
          onOpen={open}
          layout="grid"
          onNearEnd={() => {
            if (items.hasNextPage && !items.isFetchingNextPage) void items.fetchNextPage()
          }}
        />
        {items.isSuccess && list.length === 0 && <p>{t('tv.emptyCategory')}</p>}
      </div>
    </>
  )
}
