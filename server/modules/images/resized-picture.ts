import sharp from 'sharp'
import { resizedThumbnailAddress, type ResizeWidth, type ThumbnailOwner } from './addresses.ts'
import type { ObjectStore } from '../../storage/object-store.ts'
import type { SourceImage } from './image-file.ts'
import { openImage } from './service.ts'

/** A thumbnail's versioned, resized address and the size it is served at. */
export interface ResizedPicture {
  address: string
  width: number
  height: number
}

/** Source sizes by picture version: a version changes whenever the file does. */
const sizes = new Map<string, { width: number; height: number }>()
const SIZES_KEPT = 5000

async function sourceSize(source: SourceImage) {
  const { version } = source
  const known = sizes.get(version)
  if (known) return known
  // Upright size: resizing applies the EXIF orientation first.
  const { width, height } = (await sharp(await source.read()).metadata()).autoOrient
  if (sizes.size >= SIZES_KEPT) sizes.clear()
  sizes.set(version, { width, height })
  return { width, height }
}

/**
 * Where the thumbnail of a row is served at `width` (never enlarged), with the size it comes out
 * at; null when the row has no picture or its file is missing. Share previews need the size.
 */
export async function resizedPicture(
  store: ObjectStore,
  owner: ThumbnailOwner,
  uid: string,
  storedPath: string | null,
  width: ResizeWidth,
): Promise<ResizedPicture | null> {
  if (!storedPath) return null
  const source = await openImage(store, storedPath).catch(() => null)
  if (!source) return null
  const size = await sourceSize(source).catch(() => null)
  if (!size?.width || !size.height) return null
  const outWidth = Math.min(width, size.width)
  return {
    address: resizedThumbnailAddress(owner, uid, width, source.version),
    width: outWidth,
    height: Math.round((size.height * outWidth) / size.width),
  }
}
