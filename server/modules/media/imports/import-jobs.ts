import type { Kysely } from 'kysely'
import { UNPUBLISHED_AT } from '../../../../contract/values/admin-items.ts'
import type { Database } from '../../../db/schema.ts'
import { addBonusUpload } from '../bonus-service.ts'
import { MediaImportError } from '../ffmpeg.ts'
import { importMedia } from '../import-service.ts'
import type { MediaStore } from '../store.ts'
import type { StaffActor } from '../../audit-log/service.ts'
import {
  bonusEntries,
  recordBonusChange,
  recordTrailerChange,
  trailerEntry,
} from '../editing/media-audit.ts'
import { findAdminMedia } from '../editing/repo.ts'
import type { ImportToRun } from './repo.ts'

/** An import the queue runs: its row, and the uploaded file it reads. */
export interface ImportJob {
  row: ImportToRun
  file: string
  onProgress: (fraction: number) => void
}

/** What the import's row records once it is done. */
export interface ImportResult {
  media_uid?: string
  item_uid?: string | null
}

const actorOf = (job: ImportJob): StaffActor => ({
  websiteUid: job.row.website_uid,
  staffUserUid: job.row.staff_user_uid,
})

/** The media a trailer or bonus file was sent for; it may have been deleted since. */
function targetOf(job: ImportJob): string {
  const mediaUid = job.row.target_media_uid
  if (!mediaUid) throw new MediaImportError('this upload names no media it is for')
  return mediaUid
}

/** A video into a media and an unpublished item, with the CLI's own code. */
async function importItem(db: Kysely<Database>, store: MediaStore, job: ImportJob) {
  const imported = await importMedia(db, store, {
    file: job.file,
    originalName: job.row.file_name,
    websiteUid: job.row.website_uid,
    publishedAt: UNPUBLISHED_AT,
    onProgress: job.onProgress,
  })
  return { media_uid: imported.mediaUid, item_uid: imported.itemUid }
}

/**
 * A video into a media played as another's trailer (the CLI's `--trailer-for`): transcoded with
 * its poster, open to every visitor, without an item; the link and its audit entry are written
 * together.
 */
async function importTrailer(db: Kysely<Database>, store: MediaStore, job: ImportJob) {
  const { website_uid: websiteUid } = job.row
  const mediaUid = targetOf(job)
  const media = await findAdminMedia(db, websiteUid, mediaUid)
  if (!media) throw new MediaImportError('the media this trailer was sent for no longer exists')
  const before = await trailerEntry(db, websiteUid, media.trailer_uid)
  const imported = await importMedia(db, store, {
    file: job.file,
    originalName: job.row.file_name,
    websiteUid,
    trailerFor: mediaUid,
    onProgress: job.onProgress,
    inTransaction: async (trx, trailerUid) => {
      const after = await trailerEntry(trx, websiteUid, trailerUid)
      await recordTrailerChange(trx, actorOf(job), mediaUid, before, after)
    },
  })
  return { media_uid: imported.mediaUid, item_uid: null }
}

/** Any file into a media's downloads, as sent (the CLI's `--bonus-for`, without ffprobe). */
async function importBonusFile(db: Kysely<Database>, store: MediaStore, job: ImportJob) {
  const { website_uid: websiteUid, uid } = job.row
  const mediaUid = targetOf(job)
  await addBonusUpload(db, store, {
    file: job.file,
    websiteUid,
    mediaUid,
    // The import's own uid: a job run twice (a process stopped in between) adds the file once.
    fileUid: uid,
    originalName: job.row.file_name,
    displayName: job.row.display_name,
    inTransaction: async (trx) => {
      const after = await bonusEntries(trx, websiteUid, mediaUid)
      const before = after.filter((bonus) => bonus.uid !== uid)
      await recordBonusChange(trx, actorOf(job), mediaUid, before, after)
    },
  })
  return {}
}

/** What an import tells others in the transaction that writes its media. */
export interface ImportHooks {
  /** A live event's replay was imported (`importUid` names its import) as `mediaUid`. */
  replayImported?: (trx: Kysely<Database>, importUid: string, mediaUid: string) => Promise<void>
}

/**
 * A live event's recording into a media without an item of its own: the event's item shows it
 * (its replay), attached by `replayImported` with the media, in one transaction.
 */
async function importReplay(
  db: Kysely<Database>,
  store: MediaStore,
  job: ImportJob,
  hooks: ImportHooks,
) {
  const imported = await importMedia(db, store, {
    file: job.file,
    originalName: job.row.file_name,
    websiteUid: job.row.website_uid,
    itemless: true,
    onProgress: job.onProgress,
    inTransaction: (trx, mediaUid) =>
      hooks.replayImported?.(trx, job.row.uid, mediaUid) ?? Promise.resolve(),
  })
  return { media_uid: imported.mediaUid, item_uid: null }
}

/** Runs the import its upload's purpose asks for; answers what its row records once done. */
export function runImportJob(
  db: Kysely<Database>,
  store: MediaStore,
  job: ImportJob,
  hooks: ImportHooks = {},
): Promise<ImportResult> {
  switch (job.row.purpose) {
    case 'live_replay':
      return importReplay(db, store, job, hooks)
    case 'trailer':
      return importTrailer(db, store, job)
    case 'bonus':
      return importBonusFile(db, store, job)
    default:
      return importItem(db, store, job)
  }
}
