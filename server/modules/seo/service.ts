import type { Kysely } from 'kysely'
import { embedItemPath } from '../../../contract/values/embed.ts'
import { SCREEN_SEGMENTS } from '../../../contract/values/screen-paths.ts'
import type { Database } from '../../db/schema.ts'
import type { Language } from '../../lib/chosen-language.ts'
import type { ObjectStore } from '../../storage/object-store.ts'
import { findCategoryBySlug } from '../catalogue/category-service.ts'
import { textsIn } from '../catalogue/texts-in-language.ts'
import { findPageTitle } from '../pages/service.ts'
import { resizedPicture } from '../images/resized-picture.ts'
import { loginForced, type Website } from '../websites/service.ts'
import { absolute, isoDuration, summary, type PageMeta } from './page-meta.ts'
import { findItemPreview, type ItemPreviewRow } from './repo.ts'

export interface PreviewSources {
  db: Kysely<Database>
  /** The media store, where pictures are. */
  store: ObjectStore
}

/** First path segments of the storefront's own screens (spec §2); any other single segment is an item slug. */
const SCREENS: ReadonlySet<string> = new Set(SCREEN_SEGMENTS)
const PREVIEW_WIDTH = 1280
const PLAYER = { width: 1280, height: 720 }

function siteMeta(website: Website, status: 200 | 404, canonical?: string): PageMeta {
  const { name, logo } = website.settings
  const meta: PageMeta = { status, siteName: name, title: name, description: name, type: 'website' }
  if (canonical) meta.canonical = canonical
  if (logo) meta.image = { url: absolute(website.publicUrl, logo), alt: name }
  return meta
}

/** The texts and picture of an item's media, playlist or live event, from the preview's row. */
function contentOf(row: ItemPreviewRow) {
  const type = row.content_object_type
  if (type === 'media') {
    return {
      owner: 'media' as const,
      excerpt: row.media_excerpt,
      description: row.media_description,
      name_en: row.media_name_en,
      excerpt_en: row.media_excerpt_en,
      description_en: row.media_description_en,
      thumbnail: row.media_thumbnail,
    }
  }
  if (type === 'live') {
    return {
      owner: 'live' as const,
      excerpt: row.live_excerpt,
      description: row.live_description,
      name_en: row.live_name_en,
      excerpt_en: row.live_excerpt_en,
      description_en: row.live_description_en,
      thumbnail: row.live_thumbnail,
    }
  }
  return {
    owner: 'playlist' as const,
    excerpt: row.playlist_excerpt,
    description: row.playlist_description,
    name_en: row.playlist_name_en,
    excerpt_en: row.playlist_excerpt_en,
    description_en: row.playlist_description_en,
    thumbnail: row.playlist_thumbnail,
  }
}

/**
 * Structured data of a media (a VideoObject) or of a live item (a VideoObject broadcast live at
 * its start, as search engines read a live stream); none for a playlist.
 */
function itemJsonLd(row: ItemPreviewRow, meta: PageMeta, embedUrl: string) {
  const base = {
    '@context': 'https://schema.org',
    '@type': 'VideoObject',
    name: meta.title,
    description: meta.description,
    ...(meta.image ? { thumbnailUrl: [meta.image.url] } : {}),
    uploadDate: row.published_at,
    embedUrl,
    url: meta.canonical,
  }
  if (row.content_object_type === 'media') {
    return { ...base, duration: isoDuration(Number(row.duration ?? 0)) }
  }
  if (row.content_object_type === 'live' && row.live_starts_at) {
    const start = new Date(row.live_starts_at)
    const end = new Date(start.getTime() + Number(row.live_expected_duration ?? 0) * 1000)
    return {
      ...base,
      publication: {
        '@type': 'BroadcastEvent',
        isLiveBroadcast: true,
        startDate: start.toISOString(),
        endDate: end.toISOString(),
      },
    }
  }
  return undefined
}

async function itemMeta(
  sources: PreviewSources,
  website: Website,
  row: ItemPreviewRow,
  language: Language,
) {
  const content = contentOf(row)
  const texts = textsIn(language, {
    name: row.name,
    excerpt: content.excerpt ?? '',
    excerpt_is_custom: 0,
    description: content.description ?? '',
    name_en: content.name_en ?? '',
    excerpt_en: content.excerpt_en ?? '',
    description_en: content.description_en ?? '',
  })
  const name = texts.name
  const siteName = website.settings.name
  const description = summary(texts.excerpt || texts.description, name)
  const canonical = absolute(website.publicUrl, `/${encodeURIComponent(row.slug)}`)
  const embedUrl = absolute(website.publicUrl, embedItemPath(row.uid))
  const picture = await resizedPicture(
    sources.store,
    content.owner,
    row.content_object_uid,
    content.thumbnail ?? null,
    PREVIEW_WIDTH,
  )
  const meta: PageMeta = {
    status: 200,
    language,
    siteName,
    title: name,
    description,
    canonical,
    // A live stream is a video as Open Graph sees it: it has no type of its own.
    type: content.owner === 'playlist' ? 'website' : 'video.other',
    video: { url: embedUrl, ...PLAYER },
  }
  if (picture) {
    meta.image = { ...picture, url: absolute(website.publicUrl, picture.address), alt: name }
  }
  const jsonLd = itemJsonLd(row, meta, embedUrl)
  if (jsonLd) meta.jsonLd = jsonLd
  return meta
}

async function categoryMeta(sources: PreviewSources, website: Website, slug: string) {
  const category = await findCategoryBySlug(sources.db, website.uid, slug)
  if (!category) return siteMeta(website, 404)
  const siteName = website.settings.name
  const meta: PageMeta = {
    status: 200,
    siteName,
    title: category.name,
    description: summary(category.description, category.name),
    canonical: absolute(website.publicUrl, `/category/${encodeURIComponent(category.slug)}`),
    type: 'website',
  }
  const picture = await resizedPicture(
    sources.store,
    'category',
    category.uid,
    category.thumbnail,
    PREVIEW_WIDTH,
  )
  if (picture) {
    meta.image = {
      ...picture,
      url: absolute(website.publicUrl, picture.address),
      alt: category.name,
    }
  }
  return meta
}

/** `/a%20b/` → ['a b']; null when the path cannot be decoded. */
function segments(urlPath: string): string[] | null {
  try {
    return urlPath.split('/').filter(Boolean).map(decodeURIComponent)
  } catch {
    return null
  }
}

/**
 * The share preview of a storefront address: an item's or a category's own title, picture and
 * player, the site's name on the other screens, and a 404 for an address that names nothing.
 * Private and paid items get their preview too (a shop wants them shared), never a media file;
 * a website that forces login shows only its name. At most one database query: the website was
 * resolved with the request. Addresses come from the website's public URL, whatever Host the
 * request named: a page has one canonical address, and a forged Host never appears in it.
 */
export async function describePage(
  sources: PreviewSources,
  website: Website,
  urlPath: string,
  language: Language = 'fr',
): Promise<PageMeta> {
  // A members' site (app/forced-login.ts) previews every address alike, found or not.
  if (loginForced(website)) return siteMeta(website, 200)
  const parts = segments(urlPath)
  if (!parts) return siteMeta(website, 404)
  const [first, second, ...rest] = parts
  if (first === undefined || (first === 'index.html' && second === undefined)) {
    return siteMeta(website, 200, absolute(website.publicUrl, '/'))
  }
  if (first === 'category' && second !== undefined && rest.length === 0) {
    return categoryMeta(sources, website, second)
  }
  if (first === 'pages' && second !== undefined && rest.length === 0) {
    const title = await findPageTitle(sources.db, website.uid, second)
    if (title === undefined) return siteMeta(website, 404)
    const canonical = absolute(website.publicUrl, `/pages/${encodeURIComponent(second)}`)
    return { ...siteMeta(website, 200, canonical), title }
  }
  if (first === 'partenaires' && second !== undefined && rest.length === 0) {
    const known = website.settings.partners.some((partner) => partner.slug === second)
    return siteMeta(website, known ? 200 : 404)
  }
  if (SCREENS.has(first)) return siteMeta(website, 200)
  if (second !== undefined) return siteMeta(website, 404)
  // Share previews are read by crawlers: a scheduled item has none until its time.
  const row = await findItemPreview(sources.db, website.uid, first, new Date().toISOString())
  return row ? itemMeta(sources, website, row, language) : siteMeta(website, 404)
}
