import { spawn, spawnSync } from 'node:child_process'
import { once } from 'node:events'
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { performance } from 'node:perf_hooks'
import { setTimeout as sleep } from 'node:timers/promises'
import type { Kysely } from 'kysely'
import { Upload } from 'tus-js-client'
import { ADMIN_API_BASE, TOKEN_SCHEME } from '../../contract/values/api-paths.ts'
import { UPLOADS_PATH } from '../../contract/values/admin-media-imports.ts'
import type { Database } from '../../server/db/schema.ts'

/**
 * The faults bench/scale.ts makes while the load runs: a PostgreSQL restart, and a video whose
 * transcode loses its worker half way.
 */

/**
 * Restarts the machine's PostgreSQL cluster (Debian's pg_ctlcluster), without blocking the load
 * meanwhile; answers the seconds it took.
 */
export async function restartPostgres(): Promise<number> {
  const version = readdirSync('/etc/postgresql')[0]
  if (!version) throw new Error('No PostgreSQL cluster in /etc/postgresql')
  const started = performance.now()
  const restart = spawn(
    'pg_ctlcluster',
    ['--skip-systemctl-redirect', version, 'main', 'restart'],
    {
      stdio: 'inherit',
    },
  )
  const [code] = (await once(restart, 'exit')) as [number | null]
  if (code !== 0) throw new Error('pg_ctlcluster restart failed')
  return (performance.now() - started) / 1000
}

/** A 720p test video of `seconds`, made by ffmpeg: enough for a transcode that takes a while. */
export function makeVideo(file: string, seconds: number): void {
  const result = spawnSync(
    'ffmpeg',
    [
      ...['-v', 'error', '-y', '-f', 'lavfi', '-i', `testsrc2=size=1280x720:rate=25`],
      ...['-f', 'lavfi', '-i', 'sine=frequency=440', '-t', String(seconds)],
      ...['-c:v', 'libx264', '-preset', 'veryfast', '-pix_fmt', 'yuv420p', '-c:a', 'aac', file],
    ],
    { stdio: 'inherit' },
  )
  if (result.status !== 0) throw new Error('ffmpeg could not make the test video')
}

/** Uploads a video through the back office's tus endpoint, as staff; answers when it is sent. */
export function uploadVideo(origin: string, staffToken: string, file: string): Promise<void> {
  return new Promise((resolve, reject) => {
    new Upload(readFileSync(file), {
      endpoint: `${origin}${ADMIN_API_BASE}${UPLOADS_PATH}`,
      uploadSize: statSync(file).size,
      chunkSize: 8 * 1024 * 1024,
      headers: { Authorization: `${TOKEN_SCHEME} ${staffToken}` },
      metadata: { filename: 'scale-bench.mp4' },
      onSuccess: () => resolve(),
      onError: reject,
    }).start()
  })
}

/** The import of the one video the bench uploaded: its status and progress. */
async function benchImport(db: Kysely<Database>) {
  return db
    .selectFrom('media_imports')
    .select(['status', 'progress', 'error'])
    .where('file_name', '=', 'scale-bench.mp4')
    .executeTakeFirst()
}

/**
 * Waits until the bench video's transcode is under way (past 10 %), calls `kill`, then waits
 * for the import to end; answers how it ended and the seconds from the kill to then.
 */
export async function killWorkerMidTranscode(
  db: Kysely<Database>,
  kill: () => Promise<void>,
): Promise<{ status: string; seconds: number; progressAtKill: number; error: string | null }> {
  let row = await benchImport(db)
  const deadline = performance.now() + 5 * 60_000
  while (!(row?.status === 'running' && row.progress > 0.1)) {
    if (performance.now() > deadline || row?.status === 'done' || row?.status === 'failed') {
      throw new Error(`The transcode was not seen under way (import: ${JSON.stringify(row)})`)
    }
    await sleep(250)
    row = await benchImport(db)
  }
  const progressAtKill = row.progress
  await kill()
  const killed = performance.now()
  while (row && row.status !== 'done' && row.status !== 'failed') {
    if (performance.now() - killed > 10 * 60_000) break
    await sleep(1000)
    row = await benchImport(db)
  }
  return {
    status: row?.status ?? 'missing',
    seconds: (performance.now() - killed) / 1000,
    progressAtKill,
    error: row?.error ?? null,
  }
}
