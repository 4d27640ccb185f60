import { watch, type FSWatcher } from 'node:fs'
import { mkdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import type { ObjectStore } from '../../storage/object-store.ts'
import {
  liveDir,
  LIVE_MASTER,
  LIVE_MASTER_TEXT,
  LIVE_RENDITIONS,
  liveKey,
  variantPlaylist,
} from './ingest-packager.ts'

/**
 * The live HLS of an event, sent to an S3 bucket as ffmpeg writes it (issue 45 part 3), so that
 * any web process serves the live, not only the one packaging it. ffmpeg writes into the event's
 * local folder; each variant playlist, which it always writes aside and renames (a live
 * playlist on the file protocol), is the truth of what is finished: every segment it names is
 * complete. So on each change of a rendition's folder (fs.watch), and every POLL_MS in case a
 * change went unseen, for each rendition: the segments its playlist names and the bucket lacks
 * go up first, then that very playlist text; a viewer's player never reads a segment the bucket
 * does not have yet. The master goes up once. Segments that left the window (and KEEP_PAST more,
 * as ffmpeg's `hls_delete_threshold` keeps them on disk for players a playlist behind) are
 * deleted from the bucket.
 *
 * Nothing here waits in the ingest's way: ffmpeg writes on; a failed upload is logged once and
 * tried again on the next pass, and an upload that is behind only delays the live in the bucket.
 */

/** How often the folder is looked at even without a change seen. */
const POLL_MS = 1000
/** Segments past the window still kept (as ffmpeg's hls_delete_threshold). */
const KEEP_PAST = 5

const SEGMENT = /^seg-(\d{5,9})\.ts$/
const numberOf = (name: string) => Number(SEGMENT.exec(name)?.[1] ?? -1)

/** The segment names a variant playlist lists, in order. */
export function playlistSegments(text: string): string[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => SEGMENT.test(line))
}

export interface LiveMirror {
  /** One pass now (after those under way): resolves when it is done, whatever it managed. */
  sync(): Promise<void>
  /** Watches the folder and passes by itself until `stop`. */
  start(): void
  /** Stops watching, after a last pass: what ffmpeg wrote as it ended goes up too. */
  stop(): Promise<void>
}

/** The mirror of the event's local live folder `dir` into `store`. */
export function liveMirror(
  store: ObjectStore,
  dir: string,
  eventUid: string,
  log: (message: string) => void,
): LiveMirror {
  /** Segments in the bucket, by rendition. */
  const sent = new Map<string, Set<string>>(LIVE_RENDITIONS.map((r) => [r, new Set<string>()]))
  /** The playlist text last sent, by rendition. */
  const lastPlaylist = new Map<string, string>()
  let masterSent = false
  let failing = false
  let running: Promise<void> = Promise.resolve()
  let watchers: FSWatcher[] = []
  let timer: NodeJS.Timeout | undefined
  let queued = false

  const key = (rest: string) => liveKey(eventUid, rest)

  async function syncRendition(rendition: string) {
    const playlistFile = path.join(dir, variantPlaylist(rendition))
    const text = await readFile(playlistFile, 'utf8').catch(() => null)
    if (text === null || !text.startsWith('#EXTM3U') || text === lastPlaylist.get(rendition)) {
      return
    }
    const inBucket = sent.get(rendition)!
    // A process that starts again finds the segments it sent before it stopped.
    const fresh = !lastPlaylist.has(rendition)
    const named = playlistSegments(text)
    for (const name of named) {
      if (inBucket.has(name)) continue
      const segment = key(`${rendition}/${name}`)
      if (!fresh || !(await store.stat(segment))) {
        await store.put(segment, path.join(dir, rendition, name))
      }
      inBucket.add(name)
    }
    await store.write(key(variantPlaylist(rendition)), Buffer.from(text))
    lastPlaylist.set(rendition, text)
    const oldest = Math.min(...named.map(numberOf))
    for (const name of [...inBucket]) {
      if (numberOf(name) >= oldest - KEEP_PAST) continue
      await store.remove(key(`${rendition}/${name}`))
      inBucket.delete(name)
    }
  }

  async function pass() {
    try {
      if (!masterSent) {
        await store.write(key(LIVE_MASTER), Buffer.from(LIVE_MASTER_TEXT))
        masterSent = true
      }
      for (const rendition of LIVE_RENDITIONS) await syncRendition(rendition)
      if (failing) log(`live upload of ${eventUid} works again`)
      failing = false
    } catch (error) {
      // Logged once per streak; the next pass tries again.
      if (!failing) log(`live upload of ${eventUid} failed, trying again: ${String(error)}`)
      failing = true
    }
  }

  function sync() {
    running = running.then(pass)
    return running
  }

  /** A pass after the one under way, never more than one waiting. */
  function nudge() {
    if (queued) return
    queued = true
    void running.then(() => {
      queued = false
      return sync()
    })
  }

  return {
    sync,
    start() {
      if (timer) return
      timer = setInterval(nudge, POLL_MS)
      timer.unref()
      for (const rendition of LIVE_RENDITIONS) {
        const folder = path.join(dir, rendition)
        void mkdir(folder, { recursive: true }).then(() => {
          if (!timer) return
          try {
            const watcher = watch(folder, nudge)
            // A folder removed under the watcher: the poll goes on.
            watcher.on('error', () => watcher.close())
            watchers.push(watcher)
          } catch {
            // No watching here (some network file systems): the poll does it.
          }
        })
      }
    },
    async stop() {
      clearInterval(timer)
      timer = undefined
      for (const watcher of watchers) watcher.close()
      watchers = []
      await sync()
    },
  }
}

/**
 * The mirrors of the events this ingest packages, when the media store is an S3 bucket: one per
 * event, kept across its publishers (a resumed event does not send its window again).
 */
export class LiveMirrors {
  private readonly mirrors = new Map<string, LiveMirror>()

  constructor(
    private readonly store: ObjectStore,
    private readonly mediaDir: string,
    private readonly log: (message: string) => void,
  ) {}

  /** The event's mirror. */
  of(eventUid: string): LiveMirror {
    let mirror = this.mirrors.get(eventUid)
    if (!mirror) {
      mirror = liveMirror(this.store, liveDir(this.mediaDir, eventUid), eventUid, this.log)
      this.mirrors.set(eventUid, mirror)
    }
    return mirror
  }

  /** The event's playlists were closed (their end written): the bucket gets them. */
  closed(eventUid: string): Promise<void> {
    return this.of(eventUid).sync()
  }

  /** The event's live files were dropped: the bucket's go too. */
  async dropped(eventUid: string): Promise<void> {
    const mirror = this.mirrors.get(eventUid)
    this.mirrors.delete(eventUid)
    await mirror?.stop()
    await this.store.remove(`live/${eventUid}`)
  }
}
