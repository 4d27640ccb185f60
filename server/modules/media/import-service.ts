import { createHash } from 'node:crypto'
import { createReadStream } from 'node:fs'
import { access, constants, mkdtemp, readdir, rm, stat } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { Kysely } from 'kysely'
import { insertFile, insertItem, insertMedia } from '../../db/insert.ts'
import type { Database } from '../../db/schema.ts'
import { newUid } from '../../db/uid.ts'
import { MediaImportError, probe } from './ffmpeg.ts'
import { prepareCaptions, type CaptionFile } from './captions.ts'
import { findMediaBySourceHash, insertAsset } from './repo.ts'
import { availableSlug, findMediaName, setTrailer } from './import-repo.ts'
import type { MediaStore } from './store.ts'
import { transcode } from './transcode.ts'

export interface MediaImport {
  file: string
  websiteUid: string
  name?: string
  /** Make the new media the trailer of this media instead of giving it an item. */
  trailerFor?: string
  /** Make the media without an item: another item shows it (a live event's replay). */
  itemless?: boolean
  visibility?: 'public' | 'private' | 'on_demand'
  captions?: CaptionFile[]
  onProgress?: (fraction: number) => void
  /** The file's name as its owner knew it, when `file` is a stored upload without one. */
  originalName?: string
  /** The item's publication date; now by default. */
  publishedAt?: string
  /**
   * Runs in the transaction that writes the media (or links the one reused) once its own writes
   * are done, so that a caller's record of the change (an audit entry) is written with it.
   */
  inTransaction?: (trx: Kysely<Database>, mediaUid: string) => Promise<void>
}

export interface MediaImported {
  mediaUid: string
  name: string
  itemUid: string | null
  /** The same content was imported before: that media was reused, nothing was transcoded. */
  reused: boolean
}

/** Fails with one clear line unless the path names a file this process can read. */
export async function checkReadable(file: string): Promise<void> {
  const info = await stat(file).catch(() => null)
  if (!info?.isFile()) throw new MediaImportError(`${file} is not a file`)
  await access(file, constants.R_OK).catch(() => {
    throw new MediaImportError(`${file} cannot be read (permissions)`)
  })
}

/** The file's extension, reduced to characters every store accepts in a key. */
export const safeExtension = (file: string) =>
  path
    .extname(file)
    .toLowerCase()
    .replace(/[^a-z0-9.]/g, '')
    .slice(0, 10)

async function sha256(file: string): Promise<string> {
  const hash = createHash('sha256')
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer)
  return hash.digest('hex')
}

async function filesUnder(folder: string, prefix = ''): Promise<string[]> {
  const entries = await readdir(path.join(folder, prefix), { withFileTypes: true })
  const nested = await Promise.all(
    entries.map((entry) => {
      const relative = prefix ? `${prefix}/${entry.name}` : entry.name
      return entry.isDirectory() ? filesUnder(folder, relative) : [relative]
    }),
  )
  return nested.flat()
}

/**
 * Imports a video: probes it, transcodes the HLS ladder, HD MP4 and poster in a temporary
 * folder, moves them and a copy of the source into the store, then writes the media, its
 * renditions, files and item (or trailer link) in one transaction. On any failure nothing stays
 * behind; the same content imported again reuses the first media.
 */
export async function importMedia(
  db: Kysely<Database>,
  store: MediaStore,
  input: MediaImport,
): Promise<MediaImported> {
  await checkReadable(input.file)
  if (input.trailerFor && !(await findMediaName(db, input.websiteUid, input.trailerFor))) {
    throw new MediaImportError(`--trailer-for: no media ${input.trailerFor} on this website`)
  }
  const sourceHash = await sha256(input.file)
  const existing = await findMediaBySourceHash(db, input.websiteUid, sourceHash)
  if (existing) {
    if (input.trailerFor === existing.uid) {
      throw new MediaImportError('a media cannot be its own trailer: this is its own video')
    }
    await db.transaction().execute(async (trx) => {
      if (input.trailerFor) await setTrailer(trx, input.websiteUid, input.trailerFor, existing.uid)
      await input.inTransaction?.(trx, existing.uid)
    })
    return { mediaUid: existing.uid, name: existing.name, itemUid: null, reused: true }
  }
  const label = input.originalName ?? path.basename(input.file)
  const source = await probe(input.file, label)
  const captions = await prepareCaptions(input.captions ?? [])
  const work = await mkdtemp(path.join(tmpdir(), 'vitrine-import-'))
  const mediaUid = newUid()
  const folder = `streams/${input.websiteUid}/${mediaUid}`
  try {
    const renditions = await transcode(input.file, work, source, input.onProgress)
    for (const caption of captions) await caption.writeInto(work)
    for (const relative of await filesUnder(work)) {
      await store.put(`${folder}/${relative}`, path.join(work, relative), { move: true })
    }
    const sourceKey = `${folder}/source${safeExtension(label)}`
    await store.put(sourceKey, input.file)
    const hdSize = (await store.stat(`${folder}/hd.mp4`))?.size ?? 0
    const name = input.name?.trim() || path.parse(label).name
    const top = renditions[renditions.length - 1]!
    const itemUid = await db.transaction().execute(async (trx) => {
      await insertMedia(trx, input.websiteUid, {
        uid: mediaUid,
        name,
        duration: source.duration,
        thumbnail: `${folder}/poster.jpg`,
      })
      await insertAsset(trx, {
        media_uid: mediaUid,
        website_uid: input.websiteUid,
        folder,
        source_hash: sourceHash,
        duration: source.duration,
        width: source.width,
        height: source.height,
        renditions: JSON.stringify(renditions),
        captions: JSON.stringify(captions.map(({ lang, label }) => ({ lang, label }))),
        created_at: new Date().toISOString(),
      })
      const file = (kind: 'hd' | 'source', key: string, size: number, w: number, h: number) =>
        insertFile(trx, input.websiteUid, {
          mediaUid,
          kind,
          displayName: `${name} (${kind === 'hd' ? `HD ${h}p` : 'source'})`,
          size,
          path: key,
          width: w,
          height: h,
        })
      await file('hd', `${folder}/hd.mp4`, hdSize, top.width, top.height)
      await file('source', sourceKey, source.size, source.width, source.height)
      if (input.trailerFor) await setTrailer(trx, input.websiteUid, input.trailerFor, mediaUid)
      const item =
        input.trailerFor || input.itemless
          ? null
          : await insertItem(trx, input.websiteUid, {
              slug: await availableSlug(trx, input.websiteUid, name),
              contentObjectType: 'media',
              contentObjectUid: mediaUid,
              visibilityType: input.visibility ?? 'public',
              publishedAt: input.publishedAt,
            })
      await input.inTransaction?.(trx, mediaUid)
      return item
    })
    return { mediaUid, name, itemUid, reused: false }
  } catch (error) {
    await store.remove(folder)
    throw error
  } finally {
    await rm(work, { recursive: true, force: true })
  }
}

/** A slug no item of the website uses yet. */
export { availableSlug } from './import-repo.ts'
