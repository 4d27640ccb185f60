import type { Kysely } from 'kysely'
import { embedItemPath } from '../../../contract/values/embed.ts'
import type {
  ContentObject,
  ContentObjectType,
  Item,
  LiveSummary,
  PlaylistMedia,
  Price,
  VisibilityType,
} from '../../../contract/schemas/catalogue.ts'
import { LIVE_STATUSES } from '../../../contract/values/live.ts'
import type { Database } from '../../db/schema.ts'
import { accessFor } from '../access/service.ts'
import { findPlayableMedias } from '../media/access-service.ts'
import { findOpenItemUids } from '../ondemand/service.ts'
import type { Viewer } from '../auth/viewer.ts'
import type { Language } from '../../lib/chosen-language.ts'
import type { Website } from '../websites/service.ts'
import type { ItemBase } from './catalogue-cache.ts'
import { pictureAddress } from '../images/picture-addresses.ts'
import {
  findItemCategories,
  findItemPlans,
  findMedias,
  findPlaylistMedias,
  findPlaylists,
  findLiveEventTexts,
  findPrices,
  type LiveEventTextsRow,
  type MediaRow,
  type PlaylistRow,
} from './item-parts-repo.ts'
import type { ItemRow } from './item-repo.ts'
import { nameIn, textsIn } from './texts-in-language.ts'

/** Who is asking, on which website, when and in which language: item answers depend on all. */
export interface Caller {
  db: Kysely<Database>
  website: Website
  viewer: Viewer | null
  now?: Date
  /** The language of the texts; French when not said. */
  language?: Language
}

function groupBy<T, K extends keyof T>(rows: readonly T[], key: K): Map<T[K], T[]> {
  const groups = new Map<T[K], T[]>()
  for (const row of rows) {
    const list = groups.get(row[key])
    if (list) list.push(row)
    else groups.set(row[key], [row])
  }
  return groups
}

const uidsOf = (rows: ItemRow[], type: ContentObjectType) =>
  rows.filter((row) => row.content_object_type === type).map((row) => row.content_object_uid)

/** Item answers for rows of one page, in their order, from a handful of batched queries. */
export async function buildItems(caller: Caller, rows: ItemRow[]): Promise<Item[]> {
  const bases = await buildItemBases(caller.db, caller.website.uid, rows, caller.language)
  return addAccess(caller, bases)
}

/**
 * What every caller sees of these items, in their order and in `language` (French by default):
 * all but the caller's access.
 */
export async function buildItemBases(
  db: Kysely<Database>,
  websiteUid: string,
  rows: ItemRow[],
  language: Language = 'fr',
): Promise<ItemBase[]> {
  if (rows.length === 0) return []
  const itemUids = rows.map((row) => row.uid)
  const playlistUids = uidsOf(rows, 'playlist')
  const [medias, playlists, lives, playlistMedias, prices, plans, categories] = await Promise.all([
    findMedias(db, websiteUid, uidsOf(rows, 'media')),
    findPlaylists(db, websiteUid, playlistUids),
    findLiveEventTexts(db, websiteUid, uidsOf(rows, 'live')),
    findPlaylistMedias(db, websiteUid, playlistUids),
    findPrices(db, websiteUid, itemUids),
    findItemPlans(db, websiteUid, itemUids),
    findItemCategories(db, websiteUid, itemUids),
  ])
  const parts: ItemParts = {
    medias: new Map(medias.map((media) => [media.uid, media])),
    playlists: new Map(playlists.map((playlist) => [playlist.uid, playlist])),
    lives: new Map(lives.map((live) => [live.uid, live])),
    playlistMedias: groupBy(playlistMedias, 'playlist_uid'),
    prices: groupBy(prices, 'item_uid'),
    plans: groupBy(plans, 'item_uid'),
    categories: groupBy(categories, 'item_uid'),
  }
  return rows.map((row) => toItemBase(row, parts, language))
}

/** The on-demand items among `bases` the viewer asked for and still waits for. */
async function awaitedItems(caller: Caller, bases: ItemBase[]): Promise<Set<string>> {
  const { viewer } = caller
  const onDemand = bases.filter((base) => base.visibility_type === 'on_demand')
  if (!viewer || onDemand.length === 0) return new Set()
  const uids = onDemand.map((base) => base.uid)
  return new Set(await findOpenItemUids(caller.db, caller.website.uid, viewer.uid, uids))
}

/** The items as the caller sees them now: whether they may watch, until when, or asked to. */
export async function addAccess(caller: Caller, bases: ItemBase[]): Promise<Item[]> {
  if (bases.length === 0) return []
  const { website } = caller
  const [access, awaited] = await Promise.all([
    accessFor(caller.db, website.uid, caller.viewer, bases, caller.now, {
      websiteMonetized: website.settings.monetization_enabled,
    }),
    awaitedItems(caller, bases),
  ])
  const hasAccess = (base: ItemBase) => access.get(base.uid)?.has_access ?? false
  const playable = await playableInLockedPlaylists(
    caller,
    bases.filter((base) => !hasAccess(base)),
  )
  return bases.map((base) => {
    const granted = hasAccess(base)
    const expireAt = access.get(base.uid)?.expire_at ?? null
    const medias = base.content_object.medias.map((media) => ({
      ...media,
      has_access: granted || playable.has(media.uid),
    }))
    return {
      ...base,
      content_object: { ...base.content_object, medias },
      has_access: granted,
      access_requested: !granted && awaited.has(base.uid),
      expire_at: expireAt,
      expired_at: expireAt,
    }
  })
}

/**
 * The medias of playlists the caller may not watch that still play for them through another
 * item (a free media inside a paid playlist, say), so the playlist shows only the others locked.
 */
async function playableInLockedPlaylists(
  caller: Caller,
  lockedBases: ItemBase[],
): Promise<Set<string>> {
  const mediaUids = lockedBases.flatMap((base) => base.content_object.medias.map((m) => m.uid))
  if (mediaUids.length === 0) return new Set()
  return findPlayableMedias(caller.db, caller.website, caller.viewer, mediaUids, caller.now)
}

interface ItemParts {
  medias: Map<string, MediaRow>
  playlists: Map<string, PlaylistRow>
  lives: Map<string, LiveEventTextsRow>
  playlistMedias: Map<
    string,
    {
      uid: string
      name: string
      name_en: string
      duration: number
      thumbnail: string | null
      season: number | null
    }[]
  >
  prices: Map<
    string,
    { uid: string; amount: number; period: number; downloadable_choices: number | null }[]
  >
  plans: Map<string, { plan_uid: string }[]>
  categories: Map<string, { uid: string; name: string; name_en: string }[]>
}

function toItemBase(row: ItemRow, parts: ItemParts, language: Language): ItemBase {
  const type = row.content_object_type as ContentObjectType
  const content = contentObject(row, parts, language)
  const categories = parts.categories.get(row.uid) ?? []
  return {
    uid: row.uid,
    slug: row.slug,
    content_object_type: type,
    content_object_id: row.content_object_uid,
    content_object: content,
    content_object_thumbnail: content.thumbnail,
    category_name: categories[0]
      ? nameIn(language, categories[0].name, categories[0].name_en)
      : null,
    categories: categories.map((category) => category.uid),
    visibility_type: row.visibility_type as VisibilityType,
    monetization_enabled: Boolean(row.monetization_enabled),
    plans: (parts.plans.get(row.uid) ?? []).map((plan) => plan.plan_uid),
    prices: (parts.prices.get(row.uid) ?? []).map(toPrice),
    is_content_downloadable: Boolean(row.is_content_downloadable),
    published_at: row.published_at,
    embed_url: embedItemPath(row.uid),
    live: liveSummary(row, parts),
  }
}

/** Where a live item's event stands; null for any other item (or an event gone missing). */
function liveSummary(row: ItemRow, parts: ItemParts): LiveSummary | null {
  if (row.content_object_type !== 'live') return null
  const event = parts.lives.get(row.content_object_uid)
  if (!event) return null
  const status = LIVE_STATUSES.find((known) => known === event.status) ?? 'waiting'
  return { status, starts_at: event.starts_at }
}

function toPrice(row: {
  uid: string
  amount: number
  period: number
  downloadable_choices: number | null
}): Price {
  return {
    uid: row.uid,
    amount: row.amount,
    period: row.period,
    downloadable_choices: row.downloadable_choices as Price['downloadable_choices'],
  }
}

/**
 * The media or playlist of an item. Files are left empty here: the download call lists the
 * ones the caller may have, so a list answer never hands out file addresses.
 */
function contentObject(row: ItemRow, parts: ItemParts, language: Language): ContentObject {
  const isMedia = row.content_object_type === 'media'
  const media = isMedia ? parts.medias.get(row.content_object_uid) : undefined
  const source = isMedia
    ? media
    : row.content_object_type === 'live'
      ? parts.lives.get(row.content_object_uid)
      : parts.playlists.get(row.content_object_uid)
  const medias: PlaylistMedia[] = isMedia
    ? []
    : (parts.playlistMedias.get(row.content_object_uid) ?? []).map((entry) => ({
        uid: entry.uid,
        name: nameIn(language, entry.name, entry.name_en),
        duration: entry.duration,
        thumbnail: pictureAddress('media', entry.uid, entry.thumbnail),
        // Locked here, in what every caller shares; addAccess opens what this caller may play.
        has_access: false,
        season: entry.season,
      }))
  const mediasDuration = medias.reduce((total, media) => total + media.duration, 0)
  const type = row.content_object_type as ContentObjectType
  const texts = source
    ? textsIn(language, source)
    : { name: row.name, excerpt: '', excerpt_is_custom: false, description: '' }
  return {
    uid: row.content_object_uid,
    ...texts,
    tags: source ? (JSON.parse(source.tags) as string[]) : [],
    files: [],
    thumbnail: pictureAddress(type, row.content_object_uid, source?.thumbnail ?? null),
    trailer: source?.trailer_uid ?? null,
    type: isMedia ? (media?.type ?? 'video') : type === 'live' ? 'live' : 'playlist',
    duration: isMedia ? (media?.duration ?? 0) : mediasDuration,
    medias,
    medias_count: medias.length,
    medias_duration: mediasDuration,
  }
}
