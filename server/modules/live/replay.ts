import { readdir, rm } from 'node:fs/promises'
import path from 'node:path'
import type { Kysely } from 'kysely'
import { LIVE_HLS_LINGER_SECONDS } from '../../../contract/values/live.ts'
import type { Database } from '../../db/schema.ts'
import { newUid } from '../../db/uid.ts'
import type { ImportQueue } from '../media/imports/import-queue.ts'
import { importRecordedFile } from '../media/imports/service.ts'
import type { UploadStorage } from '../media/imports/upload-storage.ts'
import { closeLivePlaylists, liveDir } from './ingest-packager.ts'
import type { LiveMirrors } from './live-mirror.ts'
import {
  claimReplay,
  findEventsWithHlsToDrop,
  findLiveEventByUid,
  writeHlsDropped,
  writeReplayFailed,
  type LiveEventRow,
} from './repo.ts'
import { joinParts, recordedParts, recordingDir, recordingsRoot } from './recording.ts'

/**
 * After a live event (issue 45 part 5), on the ingest that recorded it: once no publisher of the
 * event is left, its recording parts are joined and handed to the media import as an upload
 * would be (the same job: HLS ladder, poster, MP4), or deleted when staff chose not to keep the
 * replay. The import attaches the media as the event's replay (attachReplay, service.ts).
 *
 * The live HLS folder, and its copy in an S3 bucket, is deleted once the replay is settled (ready, failed or not kept) and at
 * least LIVE_HLS_LINGER_SECONDS after the end: a player still in the DVR window when the event
 * ended may read what it had in its playlist a little longer; the item page itself moves to the
 * replay at the end.
 */

/** Where a recording goes to become a replay: the media import's queue and upload storage. */
export interface ReplayHandOver {
  queue: ImportQueue
  uploads: UploadStorage
}

interface Settling {
  db: Kysely<Database>
  mediaDir: string
  /** Without it, recordings to keep stay on disk (a process that runs no imports). */
  replays?: ReplayHandOver
  /** The events a publisher of this ingest is still on: their recording is not finished. */
  publishing: Set<string>
  now: Date
  log: (message: string) => void
  /** The bucket's copies of the live HLS, when the media store is one. */
  mirrors?: LiveMirrors
}

const folders = async (root: string) =>
  (await readdir(root, { withFileTypes: true }).catch(() => []))
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)

const SETTLED = new Set(['ready', 'failed', 'not_kept'])

/** Hands over or deletes the recordings of ended events, and deletes their live HLS in time. */
export async function settleEndedEvents(settling: Settling): Promise<void> {
  const { db, mediaDir, publishing, now } = settling
  for (const uid of await folders(recordingsRoot(mediaDir))) {
    if (publishing.has(uid)) continue
    const event = await findLiveEventByUid(db, uid)
    if (event && event.status !== 'ended') continue
    if (event?.replay_status === 'preparing' && !event.replay_import_uid) {
      if (!settling.replays) continue
      await handOver(settling, settling.replays, event)
    }
    await rm(recordingDir(mediaDir, uid), { recursive: true, force: true })
  }
  const liveRoot = path.join(mediaDir, 'live')
  for (const uid of await folders(liveRoot)) {
    if (publishing.has(uid)) continue
    const event = await findLiveEventByUid(db, uid)
    if (event && (event.status !== 'ended' || !event.ended_at)) continue
    // Ended where no publisher was (staff, from another process): its playlists end here.
    if (await closeLivePlaylists(liveDir(mediaDir, uid))) await settling.mirrors?.closed(uid)
    // A folder no event owns goes at once; an event's goes below, in time.
    if (event) continue
    await rm(path.join(liveRoot, uid), { recursive: true, force: true })
    await settling.mirrors?.dropped(uid)
  }
  // Found in the database, not on this disk: the bucket's files of an event whose folder is gone
  // (a new disk, another process packaged it) are deleted too. Once per event.
  const endedBefore = new Date(now.getTime() - LIVE_HLS_LINGER_SECONDS * 1000).toISOString()
  for (const { uid } of await findEventsWithHlsToDrop(db, endedBefore, [...SETTLED])) {
    if (publishing.has(uid)) continue
    await rm(path.join(liveRoot, uid), { recursive: true, force: true })
    await settling.mirrors?.dropped(uid)
    await writeHlsDropped(db, uid, now.toISOString())
  }
}

/** Joins the event's parts and queues their import; a failure shows as the replay's. */
async function handOver(settling: Settling, replays: ReplayHandOver, event: LiveEventRow) {
  const { db, mediaDir } = settling
  const importUid = newUid()
  if (!(await claimReplay(db, event.uid, importUid))) return
  try {
    const parts = await recordedParts(recordingDir(mediaDir, event.uid))
    if (parts.length === 0) throw new Error('nothing was recorded')
    const joined = path.join(recordingDir(mediaDir, event.uid), 'replay.mkv')
    await joinParts(parts, joined)
    await importRecordedFile(db, replays, {
      uid: importUid,
      websiteUid: event.website_uid,
      staffUserUid: event.ended_by_uid ?? '',
      file: joined,
      fileName: `${event.name}.mkv`,
      purpose: 'live_replay',
    })
  } catch (error) {
    settling.log(`live replay of ${event.uid} not made: ${String(error)}`)
    await writeReplayFailed(db, event.uid)
  }
}
