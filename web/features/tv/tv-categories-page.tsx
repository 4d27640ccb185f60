import Box from '@mui/material/Box'
import { useNavigate } from 'react-router'
import { useCategories } from '../../api/get-categories.ts'
import { useTranslation } from '../../i18n/use-translation.tsx'
import { usePageTitle } from '../../lib/use-page-title.ts'
import { useBackKey } from './back-key.ts'
import { categoryCardKey, TvCategoryCards } from './tv-category-cards.tsx'
import { useFirstFocus } from './tv-navigation.ts'
import { TV_HOME_PATH } from './tv-paths.ts'

/**
 * /tv/categories — the site's top categories as cards (the storefront's own list, in its
 * order); Enter opens one, Back goes home.
 */
export function TvCategoriesPage() {
  const { t } = useTranslation()
  usePageTitle(t('tv.categories'))
  const navigate = useNavigate()
  useBackKey(() => void navigate(TV_HOME_PATH))
  const { categories, isPending } = useCategories()
  const topLevel = categories.filter((category) => category.parent_id === null)
  useFirstFocus(topLevel[0] ? categoryCardKey(topLevel[0]) : null)

  return (
    <>
      <Box component="h1" sx={{ fontSize: '1.8em', mt: 0, mb: 0 }}>
        {t('tv.categories')}
      </Box>
      {isPending ? (
        <Box role="status">{t('tv.loading')}</Box>
      ) : topLevel.length === 0 ? (
        <p>{t('tv.noCategories')}</p>
      ) : (
        <TvCategoryCards title={t('tv.allCategories')} categories={topLevel} />
      )}
    </>
  )
}
