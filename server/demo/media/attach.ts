import { copyFile, mkdir, readdir, stat } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Kysely } from 'kysely'
import type { Database } from '../../db/schema.ts'
import {
  CLIP_LADDER,
  CLIP_SIZE,
  clipFolder,
  clipLasting,
  DEFAULT_CLIP,
  DEMO_CLIPS_FOLDER,
} from './clips.ts'

/**
 * The demo plays real video without ffmpeg: the committed clips (`stream/<key>/`, made by
 * generate.ts) are copied into the media store under `demo/stream`, and every media without
 * renditions plays one of them. Bonus booklets become a small PDF.
 */
const HERE = path.dirname(fileURLToPath(import.meta.url))
const COMMITTED_STREAM = path.join(HERE, 'stream')
const COMMITTED_BOOKLET = path.join(HERE, 'livret.pdf')

/** The folder of the clip a media plays when it is not the demo's own (tests point files at it). */
export const DEMO_STREAM_FOLDER = clipFolder(DEFAULT_CLIP)
const DEMO_BOOKLET = 'demo/livret.pdf'
const RENDITIONS = CLIP_LADDER.map(({ name, width, height, video, audio }) => ({
  name,
  width,
  height,
  bandwidth: video + audio,
}))
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

/** Copies the committed clips and booklet into the media folder (only what is missing). */
export async function copyDemoMedia(mediaDir: string): Promise<void> {
  await copyMissing(COMMITTED_STREAM, path.join(mediaDir, DEMO_CLIPS_FOLDER))
  await mkdir(path.join(mediaDir, 'demo'), { recursive: true })
  await copyFile(COMMITTED_BOOKLET, path.join(mediaDir, DEMO_BOOKLET))
}

/**
 * Gives every media without renditions the clip as long as it is (the demo catalogue gives each
 * media the length of its clip), and the demo's download files the sizes of the files they point
 * to. Run in the seed's transaction, after the catalogue rows.
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
    .select(['medias.uid', 'medias.website_uid', 'medias.duration'])
    .where('medias.website_uid', 'in', websiteUids)
    .where('media_assets.media_uid', 'is', null)
    .execute()
  const createdAt = new Date().toISOString()
  for (const media of medias) {
    const clip = clipLasting(media.duration)
    await db
      .insertInto('media_assets')
      .values({
        media_uid: media.uid,
        website_uid: media.website_uid,
        folder: clipFolder(clip),
        source_hash: null,
        duration: clip.duration,
        ...CLIP_SIZE,
        renditions: JSON.stringify(RENDITIONS),
        captions: JSON.stringify(CAPTIONS),
        created_at: createdAt,
      })
      .execute()
  }
  await db
    .updateTable('files')
    .set({ path: DEMO_BOOKLET })
    .where('website_uid', 'in', websiteUids)
    .where('kind', '=', 'bonus')
    .where('path', 'like', 'demo/%')
    .execute()
  await measureDemoFiles(db, mediaDir, websiteUids)
}

/** Sets the size of every demo download to that of its file in the media store. */
async function measureDemoFiles(db: Kysely<Database>, mediaDir: string, websiteUids: string[]) {
  const files = await db
    .selectFrom('files')
    .select('path')
    .distinct()
    .where('website_uid', 'in', websiteUids)
    .where('path', 'like', 'demo/%')
    .execute()
  for (const file of files) {
    const { size } = await stat(path.join(mediaDir, file.path))
    await db
      .updateTable('files')
      .set({ size })
      .where('website_uid', 'in', websiteUids)
      .where('path', '=', file.path)
      .execute()
  }
}
