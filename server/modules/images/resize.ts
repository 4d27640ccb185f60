import { createHash } from 'node:crypto'
import { buffer } from 'node:stream/consumers'
import sharp from 'sharp'
import type { ObjectStore } from '../../storage/object-store.ts'
import { FORMAT_CONTENT_TYPES, type ResizedFormat } from './formats.ts'
import type { ImageFile, SourceImage } from './image-file.ts'

/** Bumped whenever the encoder settings below change, so old cached files are not reused. */
const ENCODER_VERSION = 1
const ENCODERS: Record<ResizedFormat, (image: sharp.Sharp) => sharp.Sharp> = {
  // AVIF at a low effort: a cold resize stays in the tens of milliseconds.
  avif: (image) => image.avif({ quality: 55, effort: 2 }),
  webp: (image) => image.webp({ quality: 78 }),
  jpeg: (image) => image.jpeg({ quality: 80, progressive: true, mozjpeg: true }),
}
const EXTENSIONS: Record<ResizedFormat, string> = { avif: '.avif', webp: '.webp', jpeg: '.jpg' }

/** Where resized pictures are kept in the media store, shared by every server process. */
export const RESIZE_CACHE_PREFIX = '.cache/images'

/** Small resized pictures kept in memory; the objects in the store stay the shared truth. */
const MEMORY_BUDGET = 32 * 1024 * 1024
const MEMORY_ITEM_MAX = 512 * 1024
const memory = new Map<string, ImageFile>()
let memoryBytes = 0

/** Several stores may serve in one process (tests do): what is remembered is by store. */
const storeIds = new WeakMap<ObjectStore, number>()
let storesSeen = 0
function storeId(store: ObjectStore): number {
  let id = storeIds.get(store)
  if (id === undefined) {
    id = storesSeen++
    storeIds.set(store, id)
  }
  return id
}

/** Resizes running now, by cached object: concurrent requests for one cold picture resize once. */
const inFlight = new Map<string, Promise<ImageFile>>()

function remember(file: string, image: ImageFile) {
  if (!image.data || image.size > MEMORY_ITEM_MAX) return
  memory.set(file, image)
  memoryBytes += image.size
  for (const [oldKey, old] of memory) {
    if (memoryBytes <= MEMORY_BUDGET) break
    memory.delete(oldKey)
    memoryBytes -= old.size
  }
}

/** A resized picture in the store, stored as one object (the store never shows half of one). */
async function render(
  store: ObjectStore,
  source: SourceImage,
  target: { key: string; width: number; format: ResizedFormat; etag: string },
): Promise<ImageFile> {
  const { key, width, format, etag } = target
  const resizer = sharp(await source.read())
    .rotate()
    .resize({ width, withoutEnlargement: true })
  const data = await ENCODERS[format](resizer).toBuffer()
  await store.write(key, data)
  const contentType = FORMAT_CONTENT_TYPES[format]
  return {
    size: data.length,
    contentType,
    etag,
    version: source.version,
    data,
    open: () => store.open(key),
  }
}

async function fromStore(
  store: ObjectStore,
  key: string,
  etag: string,
  source: SourceImage,
  format: ResizedFormat,
) {
  const held = await store.stat(key)
  if (!held) return null
  const contentType = FORMAT_CONTENT_TYPES[format]
  const open = () => store.open(key)
  const image: ImageFile = { size: held.size, contentType, etag, version: source.version, open }
  if (held.size <= MEMORY_ITEM_MAX) image.data = await buffer(open())
  return image
}

/** Where the resized picture of a cache key is, in the store. */
export const resizedKey = (key: string, format: ResizedFormat) =>
  `${RESIZE_CACHE_PREFIX}/${key.slice(0, 2)}/${key}${EXTENSIONS[format]}`

/**
 * The source picture at `width` pixels wide (never wider than it is) in `format`, from the cache
 * in the store when it was made before. The cache key holds the source's version (its path, size
 * and modification time), the width, the format and the encoder settings.
 */
export async function resizedImage(
  store: ObjectStore,
  source: SourceImage,
  width: number,
  format: ResizedFormat,
): Promise<ImageFile> {
  const hash = createHash('sha256')
    .update(`${ENCODER_VERSION}:${source.version}:${source.size}:${width}:${format}`)
    .digest('base64url')
    .slice(0, 32)
  const key = resizedKey(hash, format)
  const remembered = `${storeId(store)}:${key}`
  const inMemory = memory.get(remembered)
  if (inMemory) return inMemory
  const running = inFlight.get(remembered)
  if (running) return running
  const etag = `"${hash.slice(0, 27)}"`
  const task = (async () => {
    const image =
      (await fromStore(store, key, etag, source, format)) ??
      (await render(store, source, { key, width, format, etag }))
    remember(remembered, image)
    return image
  })().finally(() => inFlight.delete(remembered))
  inFlight.set(remembered, task)
  return task
}
