import type { Item, ItemsPage, ItemsQuery } from '../../../contract/schemas/catalogue.ts'
import type { Kysely } from 'kysely'
import type { Dialect } from '../../db/connect.ts'
import type { Database } from '../../db/schema.ts'
import { LIVE_LATE_START_SECONDS } from '../../../contract/values/live.ts'
import { invalidField, notFound } from '../../errors.ts'
import { searchTerms } from '../../lib/normalize-for-search.ts'
import type { CatalogueCache, ItemBase } from './catalogue-cache.ts'
import { findCategoryUids } from './category-repo.ts'
import { findLiveItemPage } from './live-items-repo.ts'
import { addAccess, buildItemBases, type Caller } from './item-builder.ts'
import {
  countItems,
  findItemBySlug,
  findItemPage,
  findItemsByUid,
  type CountLookup,
  type ItemPageFilter,
  type ItemPageOrdering,
  type UidsKnown,
} from './item-repo.ts'
import { isPublishedFor, publishedBy } from '../access/publication.ts'
import { splitList } from './query-lists.ts'

export const DEFAULT_PAGE_SIZE = 8

/** The slug of the website's item (its page's address), or undefined once it is gone. */
export async function findItemSlug(
  db: Kysely<Database>,
  websiteUid: string,
  itemUid: string,
): Promise<string | undefined> {
  const [row] = await findItemsByUid(db, websiteUid, [itemUid])
  return row?.slug
}

/** Whether every one of these uids names an item of the website (a plan's or bundle's list). */
export async function areItemsOfWebsite(
  db: Kysely<Database>,
  websiteUid: string,
  itemUids: string[],
): Promise<boolean> {
  return (await countItems(db, websiteUid, itemUids)) === itemUids.length
}

/** A caller of the item calls, with the process's catalogue cache when there is one. */
export interface ItemCaller extends Caller {
  cache?: CatalogueCache
}

/**
 * GET /items/: a page of the website's items as the caller sees them. A blank search filters
 * nothing; one with no word in it (`#`, `%`: only punctuation) finds nothing.
 */
export async function listItems(
  caller: ItemCaller & { dialect: Dialect },
  query: ItemsQuery,
): Promise<ItemsPage> {
  if (query.live !== undefined) return listLiveItems(caller, query)
  const { db, website, cache } = caller
  const terms = query.search === undefined ? [] : searchTerms(query.search)
  const uids = splitList(query.uid__in)
  const askedCategories = splitList(query.categories)
  const categoryUids = askedCategories && (await findCategoryUids(db, website.uid, askedCategories))
  const noWord = query.search !== undefined && query.search.trim() !== '' && terms.length === 0
  if (noWord || uids?.length === 0 || categoryUids?.length === 0) return { count: 0, results: [] }
  const ordering: ItemPageOrdering =
    query.ordering ?? (terms.length > 0 ? 'relevance' : '-published_at')
  const filter: ItemPageFilter = {
    websiteUid: website.uid,
    categoryUids,
    uids,
    planUid: query.plan,
    terms: terms.length > 0 ? terms : undefined,
    ordering,
    // Only the name orders differ by language: the other pages stay one cache entry for both.
    nameLanguage: ordering.endsWith('name') ? (caller.language ?? 'fr') : undefined,
    limit: query.limit ?? DEFAULT_PAGE_SIZE,
    offset: query.offset ?? 0,
    publishedBy: publishedBy(caller.viewer, caller.now),
  }
  // The time moves on every call: cached pages are kept per audience, and a scheduled item's
  // time coming bumps the catalogue version (publication-clock.ts), which empties the cache.
  const audience = filter.publishedBy === undefined ? 'staff' : 'visitors'
  const countKey = JSON.stringify(['count', categoryUids, uids, query.plan, filter.terms, audience])
  const countLookup: CountLookup | undefined =
    cache && ((compute) => cache.count(website, countKey, compute))
  // The items are built as soon as the page's uids are known, while its count still runs.
  let uidsKnown: UidsKnown = () => undefined
  const uidsFound = new Promise<string[]>((resolve) => (uidsKnown = resolve))
  const findPage = () => findItemPage(db, caller.dialect, filter, countLookup, uidsKnown)
  const page = cache
    ? cache.page(
        website,
        JSON.stringify({ ...filter, websiteUid: undefined, publishedBy: audience }),
        findPage,
      )
    : findPage()
  const pageUids = await Promise.race([uidsFound, page.then((found) => found.uids)])
  const [{ count }, results] = await Promise.all([page, itemsInOrder(caller, pageUids)])
  return { count, results }
}

const NOT_WITH_LIVE = ['categories', 'uid__in', 'search', 'plan', 'ordering'] as const

/**
 * GET /items/?live=now_and_upcoming: the website's live items on air now, then the upcoming ones
 * by start time, late ones for LIVE_LATE_START_SECONDS. A list of its own, in its own order: no other filter or ordering goes with it.
 * Its page is cached as the others are: an event's status or start time changing bumps the
 * catalogue version (migration 0048).
 */
async function listLiveItems(caller: ItemCaller, query: ItemsQuery): Promise<ItemsPage> {
  const other = NOT_WITH_LIVE.find((name) => query[name] !== undefined)
  if (other) throw invalidField('live', 'The live list takes no other filter or ordering.')
  const { db, website, cache } = caller
  const now = caller.now ?? new Date()
  // To the minute, so that cached pages of the list are shared within it.
  const cutoff = Math.floor(now.getTime() / 60_000) * 60_000 - LIVE_LATE_START_SECONDS * 1000
  const filter = {
    websiteUid: website.uid,
    publishedBy: publishedBy(caller.viewer, now),
    startedAfter: new Date(cutoff).toISOString(),
    limit: query.limit ?? DEFAULT_PAGE_SIZE,
    offset: query.offset ?? 0,
  }
  const audience = filter.publishedBy === undefined ? 'staff' : 'visitors'
  const key = JSON.stringify([
    'live',
    query.live,
    filter.limit,
    filter.offset,
    audience,
    filter.startedAfter,
  ])
  const findPage = () => findLiveItemPage(db, filter)
  const page = await (cache ? cache.page(website, key, findPage) : findPage())
  return { count: page.count, results: await itemsInOrder(caller, page.uids) }
}

/** GET /items/{slug}/: one item of the website as the caller sees it. */
export async function getItem(caller: ItemCaller, slug: string): Promise<Item> {
  const row = await findItemBySlug(caller.db, caller.website.uid, slug)
  const [item] = row ? await itemsInOrder(caller, [row.uid]) : []
  if (!item) throw notFound('Item not found.')
  return item
}

/**
 * Items by uid, in that order and in the caller's language, built once per catalogue version and
 * language, then taken from the cache.
 */
async function itemsInOrder(caller: ItemCaller, uids: string[]): Promise<Item[]> {
  const { db, website, cache } = caller
  const language = caller.language ?? 'fr'
  const known = new Map<string, ItemBase>()
  const missing: string[] = []
  for (const uid of uids) {
    const cached = cache?.item(website, uid, language)
    if (cached) known.set(uid, cached)
    else missing.push(uid)
  }
  if (missing.length > 0) {
    const rows = await findItemsByUid(db, website.uid, missing)
    for (const base of await buildItemBases(db, website.uid, rows, language)) {
      known.set(base.uid, base)
      cache?.keepItem(website, base, language)
    }
  }
  return addAccess(
    caller,
    uids.flatMap((uid) => {
      const item = known.get(uid)
      return item && isPublishedFor(item.published_at, caller.viewer, caller.now) ? [item] : []
    }),
  )
}

/** An item's row by its uid, or several: for the lists, progress and live pages built elsewhere. */
export { findItemByUid, findItemsByUid, findItemTypes } from './item-repo.ts'

/** An item's parts (categories, medias, playlists, prices), for the staff's item screen. */
export {
  findItemCategories,
  findMedias,
  findPlaylistMedias,
  findPlaylists,
  findLiveEventTexts,
  findPrices,
} from './item-parts-repo.ts'
