import type { FirstData } from '../../lib/first-data.ts'
import { categoryQuery } from '../../api/get-category.ts'
import { categoryItemsQuery } from '../../api/get-category-items.ts'

/** A category page's first data (category-page.tsx): the category, then its first items. */
export const categoryFirstData: FirstData = async ({ queryClient, params }) => {
  const category = await queryClient
    .fetchQuery(categoryQuery(params.categorySlug ?? ''))
    .catch(() => null)
  if (category) await queryClient.prefetchInfiniteQuery(categoryItemsQuery(category))
}
