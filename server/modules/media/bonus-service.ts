import path from 'node:path'
import type { Kysely } from 'kysely'
import { insertFile } from '../../db/insert.ts'
import type { Database } from '../../db/schema.ts'
import { newUid } from '../../db/uid.ts'
import { MediaImportError, probe } from './ffmpeg.ts'
import { checkReadable, safeExtension } from './import-service.ts'
import { findBonus, findMediaName } from './import-repo.ts'
import type { MediaStore } from './store.ts'

export interface BonusImport {
  file: string
  websiteUid: string
  mediaUid: string
  /** Names the extra in the download list (spec: `slug` marks a bonus file). */
  slug: string
  name?: string
}

const SLUG = /^[a-z0-9][a-z0-9-]{0,79}$/

/**
 * Adds a bonus file (a making-of, a booklet) to a media's downloads: stored as given, with its
 * picture size when it is a video. Importing the same slug again for the media is refused.
 */
export async function importBonus(
  db: Kysely<Database>,
  store: MediaStore,
  input: BonusImport,
): Promise<{ fileUid: string; reused: boolean }> {
  await checkReadable(input.file)
  if (!SLUG.test(input.slug)) {
    throw new MediaImportError('--slug must be lower-case letters, digits and dashes')
  }
  if (!(await findMediaName(db, input.websiteUid, input.mediaUid))) {
    throw new MediaImportError(`--bonus-for: no media ${input.mediaUid} on this website`)
  }
  const existing = await findBonus(db, input.websiteUid, input.mediaUid, input.slug)
  if (existing) return { fileUid: existing.uid, reused: true }
  const video = await probe(input.file).catch(() => null)
  const fileUid = newUid()
  const key = `bonus/${input.websiteUid}/${input.mediaUid}/${fileUid}${safeExtension(input.file)}`
  await store.put(key, input.file)
  try {
    await insertFile(db, input.websiteUid, {
      uid: fileUid,
      mediaUid: input.mediaUid,
      kind: 'bonus',
      displayName: input.name?.trim() || path.parse(input.file).name,
      size: (await store.stat(key))?.size ?? 0,
      path: key,
      width: video?.width ?? null,
      height: video?.height ?? null,
      slug: input.slug,
    })
  } catch (error) {
    await store.remove(key)
    throw error
  }
  return { fileUid, reused: false }
}
