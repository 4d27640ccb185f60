import type { Item, ItemsPage, ItemsQuery } from '../../../contract/catalogue.ts'
import type { Dialect } from '../../db/connect.ts'
import { notFound } from '../../errors.ts'
import { searchTerms } from '../search/normalize.ts'
import { findCategoryUids } from './category-repo.ts'
import { buildItems, type Caller } from './item-builder.ts'
import { findItemBySlug, findItemPage, findItemsByUid, type ItemPageOrdering } from './item-repo.ts'
import { splitList } from './query-lists.ts'

export const DEFAULT_PAGE_SIZE = 8

/**
 * GET /items/: a page of the website's items as the caller sees them. A search box with no
 * word in it (only spaces or punctuation) filters nothing.
 */
export async function listItems(
  caller: Caller & { dialect: Dialect },
  query: ItemsQuery,
): Promise<ItemsPage> {
  const { db, website } = caller
  const terms = query.search === undefined ? [] : searchTerms(query.search)
  const uids = splitList(query.uid__in)
  const askedCategories = splitList(query.categories)
  const categoryUids = askedCategories && (await findCategoryUids(db, website.uid, askedCategories))
  if (uids?.length === 0 || categoryUids?.length === 0) return { count: 0, results: [] }
  const ordering: ItemPageOrdering =
    query.ordering ?? (terms.length > 0 ? 'relevance' : '-published_at')
  const page = await findItemPage(db, caller.dialect, {
    websiteUid: website.uid,
    categoryUids,
    uids,
    terms: terms.length > 0 ? terms : undefined,
    ordering,
    limit: query.limit ?? DEFAULT_PAGE_SIZE,
    offset: query.offset ?? 0,
  })
  const rows = await findItemsByUid(db, website.uid, page.uids)
  const byUid = new Map(rows.map((row) => [row.uid, row]))
  const ordered = page.uids.flatMap((uid) => {
    const row = byUid.get(uid)
    return row ? [row] : []
  })
  return { count: page.count, results: await buildItems(caller, ordered) }
}

/** GET /items/{slug}/: one item of the website as the caller sees it. */
export async function getItem(caller: Caller, slug: string): Promise<Item> {
  const row = await findItemBySlug(caller.db, caller.website.uid, slug)
  if (!row) throw notFound('Item not found.')
  const [item] = await buildItems(caller, [row])
  if (!item) throw notFound('Item not found.')
  return item
}
