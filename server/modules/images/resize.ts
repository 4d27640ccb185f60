import { createHash, randomBytes } from 'node:crypto'
import { mkdir, readFile, rename, stat, unlink, writeFile } from 'node:fs/promises'
import path from 'node:path'
import sharp from 'sharp'
import { FORMAT_CONTENT_TYPES, type ResizedFormat } from './formats.ts'
import type { ImageFile } from './service.ts'

/** Bumped whenever the encoder settings below change, so old cached files are not reused. */
const ENCODER_VERSION = 1
const ENCODERS: Record<ResizedFormat, (image: sharp.Sharp) => sharp.Sharp> = {
  // AVIF at a low effort: a cold resize stays in the tens of milliseconds.
  avif: (image) => image.avif({ quality: 55, effort: 2 }),
  webp: (image) => image.webp({ quality: 78 }),
  jpeg: (image) => image.jpeg({ quality: 80, progressive: true, mozjpeg: true }),
}
const EXTENSIONS: Record<ResizedFormat, string> = { avif: '.avif', webp: '.webp', jpeg: '.jpg' }

/** Small resized pictures kept in memory; the files on disk stay the shared truth. */
const MEMORY_BUDGET = 32 * 1024 * 1024
const MEMORY_ITEM_MAX = 512 * 1024
const memory = new Map<string, ImageFile>()
let memoryBytes = 0

/** Resizes running now, by cached file: concurrent requests for one cold picture resize once. */
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

async function render(
  source: ImageFile,
  width: number,
  format: ResizedFormat,
  file: string,
  etag: string,
): Promise<ImageFile> {
  const resizer = sharp(source.file).rotate().resize({ width, withoutEnlargement: true })
  const data = await ENCODERS[format](resizer).toBuffer()
  await mkdir(path.dirname(file), { recursive: true })
  // Written aside then renamed, so another process never reads half a file.
  const partial = `${file}.${randomBytes(6).toString('hex')}.part`
  await writeFile(partial, data)
  await rename(partial, file).catch(async (error: unknown) => {
    await unlink(partial).catch(() => undefined)
    throw error
  })
  const contentType = FORMAT_CONTENT_TYPES[format]
  return { file, size: data.length, contentType, etag, version: source.version, data }
}

async function fromDisk(file: string, etag: string, source: ImageFile, format: ResizedFormat) {
  const info = await stat(file).catch(() => null)
  if (!info?.isFile()) return null
  const contentType = FORMAT_CONTENT_TYPES[format]
  const image: ImageFile = { file, size: info.size, contentType, etag, version: source.version }
  if (info.size <= MEMORY_ITEM_MAX) image.data = await readFile(file)
  return image
}

/**
 * The source picture at `width` pixels wide (never wider than it is) in `format`, from the disk
 * cache under `cacheDir` when it was made before. The cache key holds the source's version (its
 * path, size and modification time), the width, the format and the encoder settings.
 */
export async function resizedImage(
  cacheDir: string,
  source: ImageFile,
  width: number,
  format: ResizedFormat,
): Promise<ImageFile> {
  const key = createHash('sha256')
    .update(`${ENCODER_VERSION}:${source.version}:${source.size}:${width}:${format}`)
    .digest('base64url')
    .slice(0, 32)
  const file = path.join(cacheDir, key.slice(0, 2), `${key}${EXTENSIONS[format]}`)
  const remembered = memory.get(file)
  if (remembered) return remembered
  const running = inFlight.get(file)
  if (running) return running
  const etag = `"${key.slice(0, 27)}"`
  const task = (async () => {
    const image =
      (await fromDisk(file, etag, source, format)) ??
      (await render(source, width, format, file, etag))
    remember(file, image)
    return image
  })().finally(() => inFlight.delete(file))
  inFlight.set(file, task)
  return task
}
