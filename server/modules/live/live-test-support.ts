import { spawn } from 'node:child_process'
import type { EventEmitter } from 'node:events'
import type { Kysely } from 'kysely'
import type { TestApp } from '../../../test/support/app.ts'
import { createSession, createUser, signedIn } from '../../../test/support/fixtures.ts'
import type { Database } from '../../db/schema.ts'
import { mediaStoreOf } from '../../storage/media-store.ts'
import { addPurchase } from '../catalogue/test-fixtures.ts'
import { startLiveIngest, type LiveIngestEvents } from './ingest-rtmp.ts'

/**
 * What the live module's tests share: their users, the ingest, a sold event, waiting on the
 * ingest, publishing a test stream.
 */

/** A user of the website (staff when a role is given), signed in: their uid and headers. */
export async function signedInUser(
  db: Kysely<Database>,
  site: string,
  role?: 'owner' | 'contributor',
): Promise<{ uid: string; token: string; headers: Record<string, string> }> {
  const user = await createUser(db, site, role ? { staffRole: role } : {})
  const token = await createSession(db, site, user.uid)
  return { uid: user.uid, token, headers: signedIn(token) }
}

/** The RTMP ingest on a free port of the test app, saying nothing (and making replays if asked). */
export function startQuietIngest(
  t: TestApp,
  replays?: Parameters<typeof startLiveIngest>[0]['replays'],
) {
  return startLiveIngest({
    db: t.database.db,
    mediaDir: t.config.mediaDir,
    port: 0,
    host: '127.0.0.1',
    log: { info: () => {}, warn: () => {} },
    ...(replays ? { replays } : {}),
    // As main.ts: with S3 storage, the live HLS goes to the bucket.
    ...(t.config.s3 ? { store: mediaStoreOf(t.config) } : {}),
  })
}

/** The event's item published and priced 9.00 to buy, and bought by the buyer. */
export async function sellEvent(
  db: Kysely<Database>,
  site: string,
  event: { uid: string; item_uid: string },
  buyerUid: string,
): Promise<void> {
  await db
    .updateTable('items')
    .set({ published_at: new Date(Date.now() - 60_000).toISOString(), monetization_enabled: 1 })
    .where('uid', '=', event.item_uid)
    .execute()
  const priceUid = `price-${event.uid}`
  await db
    .insertInto('prices')
    .values({
      uid: priceUid,
      website_uid: site,
      item_uid: event.item_uid,
      amount: 900,
      period: 0,
      downloadable_choices: null,
      position: 0,
    })
    .execute()
  await addPurchase(db, site, { userUid: buyerUid, itemUid: event.item_uid, priceUid })
}

/** The first event of that name the ingest tells that `matches`. */
export function next<K extends keyof LiveIngestEvents>(
  events: EventEmitter<LiveIngestEvents>,
  name: K,
  matches: (value: LiveIngestEvents[K][0]) => boolean = () => true,
): Promise<LiveIngestEvents[K][0]> {
  return new Promise((resolve) => {
    const listener = (value: LiveIngestEvents[K][0]) => {
      if (!matches(value)) return
      ;(events as EventEmitter).off(name, listener)
      resolve(value)
    }
    ;(events as EventEmitter).on(name, listener)
  })
}

/** ffmpeg publishing a small test picture and a tone; resolves with its exit code. */
export function publish(
  url: string,
  seconds: number,
  { realTime = false } = {},
): Promise<number | null> {
  const args = [
    ...['-hide_banner', '-loglevel', 'error'],
    ...(realTime ? ['-re'] : []),
    ...['-f', 'lavfi', '-i', 'testsrc2=size=320x180:rate=15'],
    ...(realTime ? ['-re'] : []),
    ...['-f', 'lavfi', '-i', 'sine=frequency=440:sample_rate=44100'],
    ...['-t', String(seconds), '-c:v', 'libx264', '-preset', 'ultrafast', '-g', '15'],
    ...['-pix_fmt', 'yuv420p', '-c:a', 'aac', '-b:a', '64k', '-f', 'flv', url],
  ]
  return new Promise((resolve) => {
    const child = spawn('ffmpeg', args, { stdio: 'ignore' })
    child.on('close', (code) => resolve(code))
  })
}
