import { itemBundlesQuery } from '../../api/get-bundles.ts'
import { websiteQuery } from '../../api/get-website.ts'
import { SIGNED_OUT, type FirstData } from '../../lib/first-data.ts'
import { itemQuery } from './get-item.ts'
import { itemDownloadsQuery } from './get-item-downloads.ts'
import { relatedItemsQuery } from './get-related-items.ts'

/**
 * The item page's first data (item-page.tsx): the item, then at once what its page shows of it:
 * the related items of its first category, its bundles while the site sells, its downloads
 * when the visitor may have them.
 */
export const itemFirstData: FirstData = async ({ queryClient, params }) => {
  const item = await queryClient
    .fetchQuery(itemQuery(params.itemSlug ?? '', SIGNED_OUT))
    .catch(() => null)
  if (!item) return
  const selling = queryClient.getQueryData(websiteQuery.queryKey)?.monetization_enabled === true
  const category = item.categories[0]
  await Promise.all([
    category !== undefined && queryClient.prefetchQuery(relatedItemsQuery(category)),
    selling && queryClient.prefetchQuery(itemBundlesQuery(item.uid, SIGNED_OUT)),
    item.is_content_downloadable &&
      item.has_access &&
      queryClient.prefetchQuery(itemDownloadsQuery(item.uid, SIGNED_OUT)),
  ])
}
