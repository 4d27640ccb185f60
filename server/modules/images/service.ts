import { createHash } from 'node:crypto'
import { createReadStream, statSync } from 'node:fs'
import path from 'node:path'
import type { Kysely } from 'kysely'
import type { Database } from '../../db/schema.ts'
import { notFound } from '../../errors.ts'
import type { ImageFile, SourceImage } from './image-file.ts'
import { WEBSITE_ASSET_NAME, websiteAssetPath, type ThumbnailOwner } from './addresses.ts'
import type { ResizedFormat } from './formats.ts'
import { findCategoryIconPath } from './repo.ts'
import type { ObjectStore } from '../../storage/object-store.ts'
import { RESIZE_CACHE_PREFIX, resizedImage } from './resize.ts'
import { thumbnailPathOf } from './thumbnail-paths.ts'

const CONTENT_TYPES: Record<string, string> = {
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.webp': 'image/webp',
}

/** Finds a stored path inside the media folder; a path that leaves it or is missing is a 404. */
export async function openImage(
  mediaDir: string,
  relative: string | null | undefined,
): Promise<SourceImage> {
  const root = path.resolve(mediaDir)
  const file = relative ? path.resolve(root, relative) : ''
  const contentType = CONTENT_TYPES[path.extname(file).toLowerCase()]
  if (!relative || !file.startsWith(root + path.sep) || !contentType)
    throw notFound('No such image.')
  // Synchronous on purpose: looking at one file's metadata takes microseconds, far less than the
  // round trip through the thread pool that the promise version makes on every request.
  const info = statSync(file, { throwIfNoEntry: false })
  if (!info?.isFile()) throw notFound('No such image.')
  // Size and modification time change whenever the picture is replaced.
  const tag = createHash('sha1')
    .update(`${relative}:${info.size}:${info.mtimeMs}`)
    .digest('base64url')
  const version = tag.slice(0, 16)
  const etag = `"${tag.slice(0, 27)}"`
  return { file, size: info.size, contentType, etag, version, open: () => createReadStream(file) }
}

/** The thumbnail of a media, playlist, category or plan of the website. */
export async function thumbnailOf(
  db: Kysely<Database>,
  mediaDir: string,
  websiteUid: string,
  owner: ThumbnailOwner,
  uid: string,
): Promise<SourceImage> {
  return openImage(mediaDir, await thumbnailPathOf(db, websiteUid, owner, uid))
}

/** Where resized pictures are kept when the media store is the local folder. */
export const resizeCacheDir = (mediaDir: string) => path.join(mediaDir, RESIZE_CACHE_PREFIX)

/**
 * The thumbnail of a media, playlist, category or plan, resized to `width` (never enlarged):
 * read from the media folder, cached in the media store.
 */
export async function resizedThumbnailOf(
  db: Kysely<Database>,
  pictures: { mediaDir: string; store: ObjectStore },
  websiteUid: string,
  target: { owner: ThumbnailOwner; uid: string },
  width: number,
  format: ResizedFormat,
): Promise<ImageFile> {
  const source = await thumbnailOf(db, pictures.mediaDir, websiteUid, target.owner, target.uid)
  return resizedImage(pictures.store, source, width, format)
}

/** The icon of a category of the website. */
export async function categoryIconOf(
  db: Kysely<Database>,
  mediaDir: string,
  websiteUid: string,
  uid: string,
): Promise<ImageFile> {
  return openImage(mediaDir, await findCategoryIconPath(db, websiteUid, uid))
}

/** One of the website's own pictures (logo, backgrounds, block pictures). */
export async function websiteAssetOf(
  mediaDir: string,
  websiteUid: string,
  name: string,
): Promise<ImageFile> {
  if (!WEBSITE_ASSET_NAME.test(name)) throw notFound('No such image.')
  return openImage(mediaDir, websiteAssetPath(websiteUid, name))
}
