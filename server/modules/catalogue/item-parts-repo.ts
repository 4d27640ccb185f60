import type { Kysely } from 'kysely'
import type { Database } from '../../db/schema.ts'

/**
 * Batched loads of what an item answer carries besides its own row: one query per kind of
 * part for a whole page of items, never one per item.
 */
type Db = Kysely<Database>

const CONTENT_COLUMNS = [
  'uid',
  'name',
  'excerpt',
  'excerpt_is_custom',
  'description',
  'name_en',
  'excerpt_en',
  'description_en',
  'tags',
  'thumbnail',
  'trailer_uid',
] as const

export async function findMedias(db: Db, websiteUid: string, uids: string[]) {
  if (uids.length === 0) return []
  return db
    .selectFrom('medias')
    .select([...CONTENT_COLUMNS, 'type', 'duration'])
    .where('website_uid', '=', websiteUid)
    .where('uid', 'in', uids)
    .execute()
}
export type MediaRow = Awaited<ReturnType<typeof findMedias>>[number]

export async function findPlaylists(db: Db, websiteUid: string, uids: string[]) {
  if (uids.length === 0) return []
  return db
    .selectFrom('playlists')
    .select(CONTENT_COLUMNS)
    .where('website_uid', '=', websiteUid)
    .where('uid', 'in', uids)
    .execute()
}
export type PlaylistRow = Awaited<ReturnType<typeof findPlaylists>>[number]

/**
 * Live events' texts, as a playlist's (issue 45): an item shows them the same way, with where the
 * event stands for its card. Read here because the live module builds on the catalogue, not the
 * other way round; a change to these columns bumps the catalogue version (migration 0048).
 */
export async function findLiveEventTexts(db: Db, websiteUid: string, uids: string[]) {
  if (uids.length === 0) return []
  return db
    .selectFrom('live_events')
    .select([...CONTENT_COLUMNS, 'status', 'starts_at'])
    .where('website_uid', '=', websiteUid)
    .where('uid', 'in', uids)
    .execute()
}

export type LiveEventTextsRow = Awaited<ReturnType<typeof findLiveEventTexts>>[number]

/** The medias of the playlists, in playlist order. */
export async function findPlaylistMedias(db: Db, websiteUid: string, playlistUids: string[]) {
  if (playlistUids.length === 0) return []
  return db
    .selectFrom('playlist_medias')
    .innerJoin('medias', 'medias.uid', 'playlist_medias.media_uid')
    .select([
      'playlist_medias.playlist_uid',
      'medias.uid',
      'medias.name',
      'medias.name_en',
      'medias.duration',
      'medias.thumbnail',
      'playlist_medias.season',
    ])
    .where('playlist_medias.website_uid', '=', websiteUid)
    .where('playlist_medias.playlist_uid', 'in', playlistUids)
    .orderBy('playlist_medias.playlist_uid')
    .orderBy('playlist_medias.position')
    .execute()
}

export async function findPrices(db: Db, websiteUid: string, itemUids: string[]) {
  if (itemUids.length === 0) return []
  return db
    .selectFrom('prices')
    .select(['uid', 'item_uid', 'amount', 'period', 'downloadable_choices'])
    .where('website_uid', '=', websiteUid)
    .where('item_uid', 'in', itemUids)
    .orderBy('item_uid')
    .orderBy('position')
    .execute()
}

/** The public plans that open the items; a private plan is named only by its link. */
export async function findItemPlans(db: Db, websiteUid: string, itemUids: string[]) {
  if (itemUids.length === 0) return []
  return db
    .selectFrom('item_plans')
    .innerJoin('plans', 'plans.uid', 'item_plans.plan_uid')
    .select(['item_plans.item_uid', 'item_plans.plan_uid'])
    .where('item_plans.website_uid', '=', websiteUid)
    .where('item_plans.item_uid', 'in', itemUids)
    .where('plans.is_private', '=', 0)
    .orderBy('item_plans.item_uid')
    .orderBy('plans.position')
    .orderBy('plans.amount')
    .execute()
}

/** The categories of the items, each item's in category position order. */
export async function findItemCategories(db: Db, websiteUid: string, itemUids: string[]) {
  if (itemUids.length === 0) return []
  return db
    .selectFrom('item_categories')
    .innerJoin('categories', 'categories.uid', 'item_categories.category_uid')
    .select(['item_categories.item_uid', 'categories.uid', 'categories.name', 'categories.name_en'])
    .where('item_categories.website_uid', '=', websiteUid)
    .where('item_categories.item_uid', 'in', itemUids)
    .orderBy('item_categories.item_uid')
    .orderBy('categories.position')
    .orderBy('categories.name_key')
    .execute()
}
