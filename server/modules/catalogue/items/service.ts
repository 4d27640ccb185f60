import type { Kysely } from 'kysely'
import type {
  AdminItem,
  AdminItemDetail,
  AdminItemsQuery,
} from '../../../../contract/schemas/admin-items.ts'
import type { Price } from '../../../../contract/schemas/catalogue.ts'
import type { Dialect } from '../../../db/connect.ts'
import type { Database } from '../../../db/schema.ts'
import { notFound } from '../../../errors.ts'
import { pictureAddress } from '../../images/picture-addresses.ts'
import {
  findItemCategories,
  findMedias,
  findPlaylistMedias,
  findPlaylists,
  findLiveEventTexts,
  findPrices,
} from '../item-service.ts'
import { searchTerms } from '../../../lib/normalize-for-search.ts'
import { splitList } from '../query-lists.ts'
import { listPage, type ListAnswer } from '../../../http/list-page.ts'
import { countItemPrices, findAdminItem, findAdminItemPage, type AdminItemRow } from './repo.ts'

/** Where the staff's catalogue calls read: the request's database and website. */
export interface CatalogueScope {
  db: Kysely<Database>
  dialect: Dialect
  websiteUid: string
}

/** The categories and price counts of a page of items, in one query each. */
async function withParts(scope: CatalogueScope, rows: AdminItemRow[]): Promise<AdminItem[]> {
  const uids = rows.map((row) => row.uid)
  const [categories, prices] = await Promise.all([
    findItemCategories(scope.db, scope.websiteUid, uids),
    countItemPrices(scope.db, scope.websiteUid, uids),
  ])
  return rows.map((row) => ({
    uid: row.uid,
    slug: row.slug,
    name: row.name,
    type: row.content_object_type as AdminItem['type'],
    visibility_type: row.visibility_type as AdminItem['visibility_type'],
    monetization_enabled: Boolean(row.monetization_enabled),
    published_at: row.published_at,
    categories: categories
      .filter((category) => category.item_uid === row.uid)
      .map(({ uid, name }) => ({ uid, name })),
    prices_count: Number(prices.find((price) => price.item_uid === row.uid)?.count ?? 0),
  }))
}

/** GET /items/: every item of the website, published or not; by name unless sorted otherwise. */
export async function listAdminItems(
  scope: CatalogueScope,
  query: AdminItemsQuery,
): Promise<ListAnswer<AdminItem>> {
  const page = listPage(query, 'ASC')
  const terms = query.q === undefined ? undefined : searchTerms(query.q)
  const { total, rows } = await findAdminItemPage(
    scope.db,
    scope.dialect,
    scope.websiteUid,
    { ...query, terms, uids: splitList(query.uid__in) },
    query._sort ?? 'name',
    page,
  )
  return { total, rows: await withParts(scope, rows) }
}

/** GET /items/{uid}/: one item of the website with its texts and prices. */
export async function getAdminItem(scope: CatalogueScope, uid: string): Promise<AdminItemDetail> {
  const row = await findAdminItem(scope.db, scope.websiteUid, uid)
  if (!row) throw notFound('No item of this website has this uid.')
  const content = [row.content_object_uid]
  const isPlaylist = row.content_object_type === 'playlist'
  const [[item], sources, prices, medias] = await Promise.all([
    withParts(scope, [row]),
    isPlaylist
      ? findPlaylists(scope.db, scope.websiteUid, content)
      : row.content_object_type === 'live'
        ? findLiveEventTexts(scope.db, scope.websiteUid, content)
        : findMedias(scope.db, scope.websiteUid, content),
    findPrices(scope.db, scope.websiteUid, [row.uid]),
    isPlaylist ? findPlaylistMedias(scope.db, scope.websiteUid, content) : [],
  ])
  return {
    ...item!,
    content_object_uid: row.content_object_uid,
    excerpt: sources[0]?.excerpt ?? '',
    description: sources[0]?.description ?? '',
    name_en: sources[0]?.name_en ?? '',
    excerpt_en: sources[0]?.excerpt_en ?? '',
    description_en: sources[0]?.description_en ?? '',
    tags: JSON.parse(sources[0]?.tags ?? '[]') as string[],
    is_content_downloadable: Boolean(row.is_content_downloadable),
    prices: prices.map((price) => ({
      uid: price.uid,
      amount: price.amount,
      period: price.period,
      downloadable_choices: price.downloadable_choices as Price['downloadable_choices'],
    })),
    medias: medias.map((media) => ({
      uid: media.uid,
      name: media.name,
      duration: media.duration,
      thumbnail: pictureAddress('media', media.uid, media.thumbnail),
      season: media.season,
    })),
  }
}
