import { stat } from 'node:fs/promises'
import path from 'node:path'
import type { Kysely } from 'kysely'
import { insertFile } from '../../db/insert.ts'
import type { Database } from '../../db/schema.ts'
import { newUid } from '../../db/uid.ts'
import { MediaImportError, probe } from './ffmpeg.ts'
import { checkReadable, safeExtension } from './import-service.ts'
import { availableBonusSlug, findBonus, findMediaName } from './import-repo.ts'
import { findFile } from './repo.ts'
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

export interface BonusUpload {
  /** The uploaded file; it stays where it is (copied into the store). */
  file: string
  websiteUid: string
  mediaUid: string
  /** The new file's uid: an upload imported twice (its job run again) is added once. */
  fileUid: string
  /** The file's name as its owner knew it: the stored copy keeps its extension. */
  originalName: string
  /** The name in the download list; the original name without its extension by default. */
  displayName?: string | null
  /** Runs in the transaction that adds the file, so a caller's record of it is written with it. */
  inTransaction?: (trx: Kysely<Database>) => Promise<void>
}

/**
 * Adds a file staff uploaded to a media's downloads: any kind (a booklet, an archive of stills),
 * stored as sent without looking into it (its size was checked as the upload started), under a
 * slug made from its name that no other bonus file of the media has. Those with access to the
 * media download it with the rest.
 */
export async function addBonusUpload(
  db: Kysely<Database>,
  store: MediaStore,
  input: BonusUpload,
): Promise<{ fileUid: string; reused: boolean }> {
  await checkReadable(input.file)
  if (!(await findMediaName(db, input.websiteUid, input.mediaUid))) {
    throw new MediaImportError('the media this bonus file was sent for no longer exists')
  }
  if (await findFile(db, input.websiteUid, input.fileUid)) {
    return { fileUid: input.fileUid, reused: true }
  }
  const displayName =
    input.displayName?.trim() || path.parse(input.originalName).name || input.originalName
  const key = `bonus/${input.websiteUid}/${input.mediaUid}/${input.fileUid}${safeExtension(input.originalName)}`
  const { size } = await stat(input.file)
  await store.put(key, input.file)
  try {
    await db.transaction().execute(async (trx) => {
      await insertFile(trx, input.websiteUid, {
        uid: input.fileUid,
        mediaUid: input.mediaUid,
        kind: 'bonus',
        displayName,
        size,
        path: key,
        slug: await availableBonusSlug(trx, input.websiteUid, input.mediaUid, displayName),
      })
      await input.inTransaction?.(trx)
    })
  } catch (error) {
    await store.remove(key)
    throw error
  }
  return { fileUid: input.fileUid, reused: false }
}
