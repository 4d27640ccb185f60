import { createHash } from 'node:crypto'
import path from 'node:path'
import { buffer } from 'node:stream/consumers'
import type { Kysely } from 'kysely'
import type { Database } from '../../db/schema.ts'
import { notFound } from '../../errors.ts'
import type { ImageFile, SourceImage } from './image-file.ts'
import { WEBSITE_ASSET_NAME, websiteAssetPath, type ThumbnailOwner } from './addresses.ts'
import type { ResizedFormat } from './formats.ts'
import { findCategoryIconPath } from './repo.ts'
import type { ObjectStore } from '../../storage/object-store.ts'
import { RESIZE_CACHE_PREFIX, resizedImage } from './resize.ts'
import { appIcon, type AppIconRequest } from './app-icon.ts'
import { thumbnailPathOf } from './thumbnail-paths.ts'

const CONTENT_TYPES: Record<string, string> = {
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.webp': 'image/webp',
}

/** The picture kept in the media store under `key`; a key that is not one, or names nothing, is a 404. */
export async function openImage(
  store: ObjectStore,
  key: string | null | undefined,
): Promise<SourceImage> {
  const contentType = key ? CONTENT_TYPES[path.posix.extname(key).toLowerCase()] : undefined
  const info = key && contentType ? await store.stat(key) : null
  if (!key || !contentType || !info) throw notFound('No such image.')
  // Size and modification time change whenever the picture is replaced.
  const tag = createHash('sha1')
    .update(`${key}:${info.size}:${info.modifiedAt.getTime()}`)
    .digest('base64url')
  let bytes: Promise<Buffer> | undefined
  return {
    size: info.size,
    contentType,
    etag: `"${tag.slice(0, 27)}"`,
    version: tag.slice(0, 16),
    open: () => store.open(key),
    read: () => (bytes ??= buffer(store.open(key))),
  }
}

/** The thumbnail of a media, playlist, category or plan of the website. */
export async function thumbnailOf(
  db: Kysely<Database>,
  store: ObjectStore,
  websiteUid: string,
  owner: ThumbnailOwner,
  uid: string,
): Promise<SourceImage> {
  return openImage(store, await thumbnailPathOf(db, websiteUid, owner, uid))
}

/** Where resized pictures are kept when the media store is the local folder. */
export const resizeCacheDir = (mediaDir: string) => path.join(mediaDir, RESIZE_CACHE_PREFIX)

/**
 * The thumbnail of a media, playlist, category or plan, resized to `width` (never enlarged):
 * read from the media store, and its resized copies cached there.
 */
export async function resizedThumbnailOf(
  db: Kysely<Database>,
  store: ObjectStore,
  websiteUid: string,
  target: { owner: ThumbnailOwner; uid: string },
  width: number,
  format: ResizedFormat,
): Promise<ImageFile> {
  const source = await thumbnailOf(db, store, websiteUid, target.owner, target.uid)
  return resizedImage(store, source, width, format)
}

/** The icon of a category of the website. */
export async function categoryIconOf(
  db: Kysely<Database>,
  store: ObjectStore,
  websiteUid: string,
  uid: string,
): Promise<ImageFile> {
  return openImage(store, await findCategoryIconPath(db, websiteUid, uid))
}

/** One of the website's own pictures (logo, backgrounds, block pictures). */
export async function websiteAssetOf(
  store: ObjectStore,
  websiteUid: string,
  name: string,
): Promise<ImageFile> {
  if (!WEBSITE_ASSET_NAME.test(name)) throw notFound('No such image.')
  return openImage(store, websiteAssetPath(websiteUid, name))
}

/** The name of one of the website's own pictures in its address (`/images/website/logo.png`). */
function websiteAssetNameIn(address: string): string | null {
  const at = address.indexOf('/images/website/')
  if (at < 0) return null
  const name = address.slice(at + '/images/website/'.length).split(/[?#]/)[0] ?? ''
  return WEBSITE_ASSET_NAME.test(name) ? name : null
}

/**
 * An app icon of the website (its installable app's manifest): made from its logo, the picture
 * its settings name, or drawn from its name when it has none or the logo cannot be read.
 */
export async function appIconOf(
  store: ObjectStore,
  websiteUid: string,
  logoAddress: string | null,
  request: AppIconRequest,
): Promise<ImageFile> {
  const name = logoAddress ? websiteAssetNameIn(logoAddress) : null
  const logo = name
    ? await openImage(store, websiteAssetPath(websiteUid, name)).catch(() => null)
    : null
  try {
    return await appIcon(logo, request)
  } catch {
    // A logo sharp cannot read (a broken upload) still leaves the site an icon.
    return appIcon(null, request)
  }
}
