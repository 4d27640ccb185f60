import { copyFile, mkdir, readdir, stat } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Kysely } from 'kysely'
import type { Database } from '../../schema.ts'

/**
 * The demo plays real video without ffmpeg: every demo media shares the committed rendition set
 * (`stream/`, made by generate.ts), copied into the media store under `demo/stream`. The demo's
 * HD and source downloads become its MP4, bonus booklets a small PDF.
 */
const HERE = path.dirname(fileURLToPath(import.meta.url))
const COMMITTED_STREAM = path.join(HERE, 'stream')
const COMMITTED_BOOKLET = path.join(HERE, 'livret.pdf')

export const DEMO_STREAM_FOLDER = 'demo/stream'
const DEMO_BOOKLET = 'demo/livret.pdf'
/** Length and picture size of the committed clip. */
const CLIP = { duration: 10, width: 1280, height: 720 }
const RENDITIONS = [
  { name: '360p', width: 640, height: 360, bandwidth: 228_000 },
  { name: '720p', width: 1280, height: 720, bandwidth: 514_000 },
]
const CAPTIONS = [
  { lang: 'fr', label: 'Français' },
  { lang: 'en', label: 'English' },
]

async function copyMissing(from: string, to: string): Promise<void> {
  for (const entry of await readdir(from, { withFileTypes: true })) {
    const source = path.join(from, entry.name)
    const target = path.join(to, entry.name)
    if (entry.isDirectory()) {
      await copyMissing(source, target)
      continue
    }
    const existing = await stat(target).catch(() => null)
    const wanted = await stat(source)
    if (existing?.size === wanted.size) continue
    await mkdir(to, { recursive: true })
    await copyFile(source, target)
  }
}

/** Copies the committed renditions and booklet into the media folder (only what is missing). */
export async function copyDemoMedia(mediaDir: string): Promise<void> {
  await copyMissing(COMMITTED_STREAM, path.join(mediaDir, DEMO_STREAM_FOLDER))
  await mkdir(path.join(mediaDir, 'demo'), { recursive: true })
  await copyFile(COMMITTED_BOOKLET, path.join(mediaDir, DEMO_BOOKLET))
}

/**
 * Gives every media without renditions the demo's, and points the demo's download files at real
 * files. Run in the seed's transaction, after the catalogue rows.
 */
export async function attachDemoMedia(
  db: Kysely<Database>,
  mediaDir: string,
  websiteUids: string[],
): Promise<void> {
  await copyDemoMedia(mediaDir)
  const medias = await db
    .selectFrom('medias')
    .leftJoin('media_assets', 'media_assets.media_uid', 'medias.uid')
    .select(['medias.uid', 'medias.website_uid'])
    .where('medias.website_uid', 'in', websiteUids)
    .where('media_assets.media_uid', 'is', null)
    .execute()
  const createdAt = new Date().toISOString()
  for (const media of medias) {
    await db
      .insertInto('media_assets')
      .values({
        media_uid: media.uid,
        website_uid: media.website_uid,
        folder: DEMO_STREAM_FOLDER,
        source_hash: null,
        ...CLIP,
        renditions: JSON.stringify(RENDITIONS),
        captions: JSON.stringify(CAPTIONS),
        created_at: createdAt,
      })
      .execute()
  }
  const mp4 = await stat(path.join(mediaDir, DEMO_STREAM_FOLDER, 'hd.mp4'))
  const booklet = await stat(path.join(mediaDir, DEMO_BOOKLET))
  await db
    .updateTable('files')
    .set({ path: `${DEMO_STREAM_FOLDER}/hd.mp4`, size: mp4.size, width: 1280, height: 720 })
    .where('website_uid', 'in', websiteUids)
    .where('kind', 'in', ['hd', 'source'])
    .where('path', 'like', 'demo/%')
    .execute()
  await db
    .updateTable('files')
    .set({ path: DEMO_BOOKLET, size: booklet.size })
    .where('website_uid', 'in', websiteUids)
    .where('kind', '=', 'bonus')
    .where('path', 'like', 'demo/%')
    .execute()
}
