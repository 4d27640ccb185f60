import type { Kysely } from 'kysely'
import type { Database } from '../../db/schema.ts'
import { joinContentObject } from '../catalogue/content-object-join.ts'

type Db = Kysely<Database>

/**
 * What a share preview of an item needs, in one query: the item and its media, playlist or live
 * event.
 * Joins keep to the item's website.
 */
export async function findItemPreview(db: Db, websiteUid: string, slug: string, now: string) {
  return db
    .selectFrom('items')
    .$call(joinContentObject)
    .select([
      'items.uid',
      'items.slug',
      'items.name',
      'items.content_object_type',
      'items.content_object_uid',
      'items.published_at',
      'medias.excerpt as media_excerpt',
      'medias.description as media_description',
      'medias.name_en as media_name_en',
      'medias.excerpt_en as media_excerpt_en',
      'medias.description_en as media_description_en',
      'medias.thumbnail as media_thumbnail',
      'medias.duration',
      'playlists.excerpt as playlist_excerpt',
      'playlists.description as playlist_description',
      'playlists.name_en as playlist_name_en',
      'playlists.excerpt_en as playlist_excerpt_en',
      'playlists.description_en as playlist_description_en',
      'playlists.thumbnail as playlist_thumbnail',
      'live_events.excerpt as live_excerpt',
      'live_events.description as live_description',
      'live_events.name_en as live_name_en',
      'live_events.excerpt_en as live_excerpt_en',
      'live_events.description_en as live_description_en',
      'live_events.thumbnail as live_thumbnail',
      'live_events.starts_at as live_starts_at',
      'live_events.expected_duration as live_expected_duration',
    ])
    .where('items.website_uid', '=', websiteUid)
    .where('items.slug', '=', slug)
    .where('items.published_at', '<=', now)
    .executeTakeFirst()
}
export type ItemPreviewRow = NonNullable<Awaited<ReturnType<typeof findItemPreview>>>

/**
 * Members-only items stay out of search engines; every other item has a page anyone can open,
 * once published (publication.ts).
 */
const LISTED = ['public', 'on_demand'] as const

export async function countSitemapItems(db: Db, websiteUid: string, now: string): Promise<number> {
  const row = await db
    .selectFrom('items')
    .select((eb) => eb.fn.countAll<string | number>().as('count'))
    .where('website_uid', '=', websiteUid)
    .where('visibility_type', 'in', LISTED)
    .where('published_at', '<=', now)
    .executeTakeFirst()
  return Number(row?.count ?? 0)
}

/** A page of the website's listed items published by `now`, newest first. */
export async function findSitemapItems(
  db: Db,
  websiteUid: string,
  page: { limit: number; offset: number; now: string },
) {
  return db
    .selectFrom('items')
    .select(['slug', 'published_at'])
    .where('website_uid', '=', websiteUid)
    .where('visibility_type', 'in', LISTED)
    .where('published_at', '<=', page.now)
    .orderBy('published_at', 'desc')
    .orderBy('uid', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute()
}

/** Every category of the website with the newest publication among its published items. */
export async function findSitemapCategories(db: Db, websiteUid: string, now: string) {
  return db
    .selectFrom('categories')
    .leftJoin('item_categories', (join) =>
      join
        .onRef('item_categories.category_uid', '=', 'categories.uid')
        .onRef('item_categories.website_uid', '=', 'categories.website_uid')
        .on('item_categories.published_at', '<=', now),
    )
    .select((eb) => [
      'categories.slug',
      eb.fn.max('item_categories.published_at').as('last_published_at'),
    ])
    .where('categories.website_uid', '=', websiteUid)
    .groupBy(['categories.uid', 'categories.slug', 'categories.position'])
    .orderBy('categories.position')
    .orderBy('categories.uid')
    .execute()
}
