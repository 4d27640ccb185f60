import type { Kysely } from 'kysely'
import type { WebsiteSettings } from '../../contract/schemas/website.ts'
import type { Block } from '../../contract/schemas/pages.ts'
import { textOfHtml } from '../lib/html.ts'
import { normalizeForSearch } from '../lib/normalize-for-search.ts'
import type { Database } from './schema.ts'
import { newUid } from './uid.ts'

/**
 * Plain writers for catalogue data, shared by the demo seed, the admin command line and test
 * fixtures. Each takes a database or a transaction and answers the new row's uid.
 */
type Db = Kysely<Database>

const now = () => new Date().toISOString()
const flag = (value: boolean | undefined) => (value ? 1 : 0)

export interface NewWebsite {
  uid?: string
  name: string
  settings: Omit<WebsiteSettings, 'uid' | 'name'>
  hosts: string[]
  contactEmail: string
  publicUrl: string
  createdAt?: string
}

export async function insertWebsite(db: Db, input: NewWebsite): Promise<string> {
  const uid = input.uid ?? newUid()
  await db
    .insertInto('websites')
    .values({
      uid,
      name: input.name,
      settings: JSON.stringify(input.settings),
      contact_email: input.contactEmail,
      public_url: input.publicUrl,
      created_at: input.createdAt ?? now(),
    })
    .execute()
  for (const host of input.hosts) {
    await db.insertInto('website_hosts').values({ host, website_uid: uid }).execute()
  }
  return uid
}

/** Replaces the stored settings of a website. */
export async function updateWebsiteSettings(
  db: Db,
  websiteUid: string,
  settings: Omit<WebsiteSettings, 'uid' | 'name'>,
): Promise<void> {
  await db
    .updateTable('websites')
    .set({ settings: JSON.stringify(settings) })
    .where('uid', '=', websiteUid)
    .execute()
}

export interface NewCategory {
  uid?: string
  parentUid?: string | null
  slug: string
  name: string
  description?: string
  thumbnail?: string | null
  icon?: string | null
  isOnNavbar?: boolean
  orderBy?: string
  position?: number
}

export async function insertCategory(db: Db, websiteUid: string, input: NewCategory) {
  const uid = input.uid ?? newUid()
  await db
    .insertInto('categories')
    .values({
      uid,
      website_uid: websiteUid,
      parent_uid: input.parentUid ?? null,
      slug: input.slug,
      name: input.name,
      description: input.description ?? '',
      thumbnail: input.thumbnail ?? null,
      icon: input.icon ?? null,
      is_on_navbar: flag(input.isOnNavbar),
      order_by: input.orderBy ?? '-published_at',
      position: input.position ?? 0,
    })
    .execute()
  return uid
}

interface ContentFields {
  uid?: string
  name: string
  excerpt?: string
  excerptIsCustom?: boolean
  description?: string
  tags?: string[]
  thumbnail?: string | null
  trailerUid?: string | null
}

export interface NewMedia extends ContentFields {
  type?: 'video' | 'audio'
  /** Seconds. */
  duration: number
}

export async function insertMedia(db: Db, websiteUid: string, input: NewMedia) {
  const uid = input.uid ?? newUid()
  await db
    .insertInto('medias')
    .values({
      uid,
      website_uid: websiteUid,
      name: input.name,
      excerpt: input.excerpt ?? '',
      excerpt_is_custom: flag(input.excerptIsCustom),
      description: input.description ?? '',
      tags: JSON.stringify(input.tags ?? []),
      type: input.type ?? 'video',
      duration: input.duration,
      thumbnail: input.thumbnail ?? null,
      trailer_uid: input.trailerUid ?? null,
      created_at: now(),
    })
    .execute()
  return uid
}

export interface NewPlaylist extends ContentFields {
  mediaUids: string[]
}

export async function insertPlaylist(db: Db, websiteUid: string, input: NewPlaylist) {
  const uid = input.uid ?? newUid()
  await db
    .insertInto('playlists')
    .values({
      uid,
      website_uid: websiteUid,
      name: input.name,
      excerpt: input.excerpt ?? '',
      excerpt_is_custom: flag(input.excerptIsCustom),
      description: input.description ?? '',
      tags: JSON.stringify(input.tags ?? []),
      thumbnail: input.thumbnail ?? null,
      trailer_uid: input.trailerUid ?? null,
      created_at: now(),
    })
    .execute()
  for (const [position, mediaUid] of input.mediaUids.entries()) {
    await db
      .insertInto('playlist_medias')
      .values({ website_uid: websiteUid, playlist_uid: uid, media_uid: mediaUid, position })
      .execute()
  }
  return uid
}

export interface NewPrice {
  uid?: string
  amount: number
  /** Hours of access; 0 = unlimited. */
  period: number
  downloadableChoices?: 1 | 2 | 3 | null
}

export interface NewItem {
  uid?: string
  slug: string
  contentObjectType: 'media' | 'playlist'
  contentObjectUid: string
  visibilityType?: 'public' | 'private' | 'on_demand'
  monetizationEnabled?: boolean
  isContentDownloadable?: boolean
  publishedAt?: string
  categoryUids?: string[]
  planUids?: string[]
  prices?: NewPrice[]
}

/** An item with its categories, plans and prices; its search text comes from its content. */
export async function insertItem(
  db: Db,
  websiteUid: string,
  // A live event's item (issue 45) is written by the live module, never by the demo.
  input: NewItem | (Omit<NewItem, 'contentObjectType'> & { contentObjectType: 'live' }),
) {
  const uid = input.uid ?? newUid()
  const table =
    input.contentObjectType === 'media'
      ? 'medias'
      : input.contentObjectType === 'live'
        ? 'live_events'
        : 'playlists'
  const content = await db
    .selectFrom(table)
    .select(['name', 'name_en', 'excerpt', 'description', 'tags'])
    .where('uid', '=', input.contentObjectUid)
    .where('website_uid', '=', websiteUid)
    .executeTakeFirstOrThrow()
  const tags = JSON.parse(content.tags) as string[]
  const publishedAt = input.publishedAt ?? now()
  await db
    .insertInto('items')
    .values({
      uid,
      website_uid: websiteUid,
      slug: input.slug,
      content_object_type: input.contentObjectType,
      content_object_uid: input.contentObjectUid,
      name: content.name,
      name_en: content.name_en,
      visibility_type: input.visibilityType ?? 'public',
      monetization_enabled: flag(input.monetizationEnabled),
      is_content_downloadable: flag(input.isContentDownloadable),
      published_at: publishedAt,
      search_text: normalizeForSearch(
        [content.name, content.excerpt, textOfHtml(content.description), ...tags].join(' '),
      ),
    })
    .execute()
  for (const categoryUid of input.categoryUids ?? []) {
    await db
      .insertInto('item_categories')
      .values({
        website_uid: websiteUid,
        item_uid: uid,
        category_uid: categoryUid,
        published_at: publishedAt,
        name: content.name,
        name_en: content.name_en,
      })
      .execute()
  }
  for (const planUid of input.planUids ?? []) {
    await db
      .insertInto('item_plans')
      .values({ website_uid: websiteUid, item_uid: uid, plan_uid: planUid })
      .execute()
  }
  for (const [position, price] of (input.prices ?? []).entries()) {
    await db
      .insertInto('prices')
      .values({
        uid: price.uid ?? newUid(),
        website_uid: websiteUid,
        item_uid: uid,
        amount: price.amount,
        period: price.period,
        downloadable_choices: price.downloadableChoices ?? null,
        position,
      })
      .execute()
  }
  return uid
}

export interface NewPlan {
  uid?: string
  name: string
  amount: number
  interval: 'month' | 'year'
  description?: string
  thumbnail?: string | null
  position?: number
  /** Days of free trial a new subscription starts with; 0 (the default) = none. */
  trialDays?: number
}

export async function insertPlan(db: Db, websiteUid: string, input: NewPlan) {
  const uid = input.uid ?? newUid()
  await db
    .insertInto('plans')
    .values({
      uid,
      website_uid: websiteUid,
      name: input.name,
      amount: input.amount,
      interval: input.interval,
      type: 'recurring',
      description: input.description ?? '',
      thumbnail: input.thumbnail ?? null,
      position: input.position ?? 0,
      trial_days: input.trialDays ?? 0,
    })
    .execute()
  return uid
}

export interface NewFile {
  uid?: string
  mediaUid: string
  kind: 'hd' | 'source' | 'bonus'
  displayName: string
  size: number
  path: string
  width?: number | null
  height?: number | null
  slug?: string | null
}

export async function insertFile(db: Db, websiteUid: string, input: NewFile) {
  const uid = input.uid ?? newUid()
  await db
    .insertInto('files')
    .values({
      uid,
      website_uid: websiteUid,
      media_uid: input.mediaUid,
      kind: input.kind,
      display_name: input.displayName,
      size: input.size,
      path: input.path,
      width: input.width ?? null,
      height: input.height ?? null,
      slug: input.slug ?? null,
    })
    .execute()
  return uid
}

export async function insertPage(
  db: Db,
  websiteUid: string,
  input: { uid?: string; title: string; content: Block[] },
) {
  const uid = input.uid ?? newUid()
  await db
    .insertInto('pages')
    .values({
      uid,
      website_uid: websiteUid,
      title: input.title,
      content: JSON.stringify(input.content),
      updated_at: now(),
    })
    .execute()
  return uid
}

export async function upsertSnippet(db: Db, websiteUid: string, key: string, html: string) {
  await db
    .deleteFrom('snippets')
    .where('website_uid', '=', websiteUid)
    .where('key', '=', key)
    .execute()
  await db.insertInto('snippets').values({ website_uid: websiteUid, key, html }).execute()
}
