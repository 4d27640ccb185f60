import type { QueryClient } from '@tanstack/react-query'
import type { Block } from '../../../contract/schemas/pages.ts'
import { isRecord } from '../../../contract/values/is-record.ts'
import { pageQuery } from '../../api/get-page.ts'
import { websiteQuery } from '../../api/get-website.ts'
import type { FirstData } from '../../lib/first-data.ts'
import { firstShownBlocks } from './block-list.tsx'
import { prefetchItemsBlock } from './items/items-block.tsx'

/** What the blocks drawn with the first screen list (their Items blocks' items). */
async function blocksData(queryClient: QueryClient, blocks: Block[]) {
  const items = firstShownBlocks(blocks).filter((block) => block.component === 'Items')
  await Promise.all(
    items.map((block) =>
      prefetchItemsBlock(queryClient, isRecord(block.fields) ? block.fields : {}),
    ),
  )
}

/** The home page's first data (home-page.tsx): its blocks come with the first screen. */
export const homeFirstData: FirstData = async ({ queryClient }) => {
  const home = queryClient.getQueryData(websiteQuery.queryKey)?.home_page ?? null
  const page = home === null ? undefined : queryClient.getQueryData(pageQuery(home).queryKey)
  if (page) await blocksData(queryClient, page.content)
}

/** A page of blocks' first data (block-page.tsx): the page (carried too), then its blocks'. */
export const blockPageFirstData: FirstData = async ({ queryClient, params }) => {
  const page = await queryClient.fetchQuery(pageQuery(params.pageUid ?? '')).catch(() => null)
  if (page) await blocksData(queryClient, page.content)
}
