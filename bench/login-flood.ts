import { randomBytes } from 'node:crypto'
import { mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { setMaxListeners } from 'node:events'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { loadConfig } from '../server/config.ts'
import { connectDatabase } from '../server/db/connect.ts'
import { insertItem, insertMedia, insertWebsite } from '../server/db/insert.ts'
import { migrateToLatest } from '../server/db/migrate.ts'
import { signedStreamAddress } from '../server/modules/media/addresses.ts'
import { ANONYMOUS_VIEWER, secondsFromNow } from '../server/modules/media/signing.ts'
import { defaultWebsiteSettings } from '../server/modules/websites/defaults.ts'
import { freePort, percentile, rssBytes, startChild, stopChild, waitFor } from './run.ts'

/**
 * `npx tsx bench/login-flood.ts`: what logins cost the files the server sends. p50/p99 of a
 * signed 2 MB media segment and of the storefront's largest JS asset, idle and then while 16
 * clients log in over and over at the production cost (scrypt N = 2^17), and the server's RSS
 * before and at its peak; printed against the budget of issue 19. Loopback only; bounded in
 * samples and time. Needs the built storefront (`npm run build`) for the JS asset. Figures
 * mean little on a machine busy with other work: check `uptime` first.
 */
const HOST = '127.0.0.1'
const SECRET = 'bench-secret-key-that-is-long-enough-0123456789'
const SEGMENT = 'hls/720p/seg-00001.ts'
const SEGMENT_BYTES = 2 * 1024 * 1024
const STOREFRONT_ASSETS = path.resolve('dist/web/assets')
const LOGINS = Number(process.env.BENCH_LOGINS ?? 16)
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 500)
const WARM_UP = 20
const RETRY_AT_ONCE = process.env.BENCH_RETRY_AT_ONCE === '1'
/** A series stops at this many seconds even if it has fewer samples (logins may stall it). */
const SERIES_SECONDS = 60
const CUSTOMER = { email: 'bench@test.example', password: 'bench-password-1' }
const API = '/api/public/websites/v1'
const MIB = 1024 * 1024
const SCRYPT_BYTES = 128 * MIB

/** Everything the server is started with; the bench reads its thread count from it too. */
function serverEnv(folder: string, port: number): Record<string, string> {
  return {
    // The prepared SQLite file and in-process counters, whatever the shell holds.
    DATABASE_URL: '',
    REDIS_URL: '',
    DATA_DIR: folder,
    SQLITE_FILE: path.join(folder, 'bench.sqlite'),
    MEDIA_DIR: path.join(folder, 'media'),
    SECRET_KEY: SECRET,
    PORT: String(port),
    // Live ingest (RTMP) stays off: several servers share this machine.
    RTMP_PORT: '0',
    HOST,
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    PASSWORD_HASH_COST: '17',
    // The flood measures hashing, not the rate limits that would otherwise stop it.
    RATE_LIMIT_PER_IP: '1000000',
    RATE_LIMIT_PER_ACCOUNT: '1000000',
  }
}

/** A website on 127.0.0.1 with a public media whose rendition is one segment of random bytes. */
async function prepare(folder: string, mediaDir: string): Promise<string> {
  const database = connectDatabase({ sqliteFile: path.join(folder, 'bench.sqlite') })
  await migrateToLatest(database)
  const db = database.db
  const site = await insertWebsite(db, {
    name: 'Bench',
    hosts: [HOST],
    settings: defaultWebsiteSettings(),
    contactEmail: 'bench@test.example',
    publicUrl: `http://${HOST}`,
  })
  const mediaUid = await insertMedia(db, site, { name: 'Segment', duration: 10 })
  await insertItem(db, site, {
    slug: 'segment',
    contentObjectType: 'media',
    contentObjectUid: mediaUid,
  })
  await db
    .insertInto('media_assets')
    .values({
      media_uid: mediaUid,
      website_uid: site,
      folder: 'bench/stream',
      source_hash: null,
      duration: 10,
      width: 1280,
      height: 720,
      renditions: '[]',
      captions: '[]',
      created_at: new Date().toISOString(),
    })
    .execute()
  await db.destroy()
  const file = path.join(mediaDir, 'bench/stream', SEGMENT)
  mkdirSync(path.dirname(file), { recursive: true })
  writeFileSync(file, randomBytes(SEGMENT_BYTES))
  return mediaUid
}

/** The storefront's largest JS asset, as a visitor's first load fetches it. */
function largestAsset(): string | undefined {
  const scripts = readdirSync(STOREFRONT_ASSETS).filter((name) => name.endsWith('.js'))
  const bySize = scripts.sort(
    (a, b) =>
      statSync(path.join(STOREFRONT_ASSETS, b)).size -
      statSync(path.join(STOREFRONT_ASSETS, a)).size,
  )
  return bySize[0] && `/assets/${bySize[0]}`
}

interface Series {
  p50: number
  p99: number
  samples: number
  failures: number
  /** Requests cut off at the end of the series; their time counts as what they had waited. */
  timedOut: number
}

/** Fetches `url` one request after another, `count` times or for `SERIES_SECONDS` at most. */
async function latencies(url: string, count = SAMPLES): Promise<Series> {
  const times: number[] = []
  let failures = 0
  let timedOut = 0
  const deadline = performance.now() + SERIES_SECONDS * 1000
  while (times.length < count && performance.now() < deadline) {
    const started = performance.now()
    try {
      const answer = await fetch(url, {
        signal: AbortSignal.timeout(Math.ceil(deadline - started)),
      })
      await answer.arrayBuffer()
      if (!answer.ok) failures += 1
    } catch (error) {
      if ((error as Error).name !== 'TimeoutError') throw error
      timedOut += 1
    }
    times.push(performance.now() - started)
  }
  times.sort((a, b) => a - b)
  const [p50, p99] = [percentile(times, 0.5), percentile(times, 0.99)]
  return { p50, p99, samples: times.length, failures, timedOut }
}

/**
 * `LOGINS` clients, each logging in again as soon as answered, until stopped. A client turned
 * away with 503 waits its Retry-After first, as HTTP asks (BENCH_RETRY_AT_ONCE=1: it does not);
 * counts the answers by status.
 */
function loginFlood(base: string) {
  const statuses = new Map<number, number>()
  const stopped = new AbortController()
  setMaxListeners(LOGINS + 1, stopped.signal)
  async function client() {
    while (!stopped.signal.aborted) {
      const answer = await fetch(`${base}${API}/auth/login/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(CUSTOMER),
      })
      await answer.arrayBuffer()
      statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1)
      const retryAfter = Number(answer.headers.get('retry-after') ?? 0)
      if (answer.status === 503 && !RETRY_AT_ONCE) {
        await sleep(retryAfter * 1000, null, { signal: stopped.signal }).catch(() => null)
      }
    }
  }
  const clients = Array.from({ length: LOGINS }, client)
  return {
    statuses,
    async stop() {
      stopped.abort()
      await Promise.all(clients)
    },
  }
}

const ms = (value: number) => `${value.toFixed(1)} ms`
const mib = (bytes: number) => `${(bytes / MIB).toFixed(0)} MiB`

/** Prepares the data in `folder`, starts the server on it, measures and prints. */
async function run(folder: string) {
  const port = await freePort()
  const env = serverEnv(folder, port)
  const threads = loadConfig({ ...process.env, ...env }).passwordHashThreads
  const mediaUid = await prepare(folder, env.MEDIA_DIR ?? '')
  const server = startChild([process.execPath, '--import', 'tsx', 'server/main.ts'], env)
  server.stdout?.resume()
  const deadline = setTimeout(() => {
    console.error('bench: deadline reached, stopping')
    stopChild(server)
    process.exit(2)
  }, 10 * 60_000)
  try {
    const base = `http://${HOST}:${port}`
    await waitFor(`${base}${API}/website/`, () => server.exitCode === null)
    const registered = await fetch(`${base}${API}/auth/register/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        ...CUSTOMER,
        first_name: 'Bench',
        last_name: 'Customer',
        password1: CUSTOMER.password,
        password2: CUSTOMER.password,
      }),
    })
    if (registered.status !== 201) throw new Error(`register: ${registered.status}`)
    const segmentUrl = `${base}${signedStreamAddress(SECRET, mediaUid, SEGMENT, {
      viewerId: ANONYMOUS_VIEWER,
      expires: secondsFromNow(3600),
    })}`
    const asset = largestAsset()
    const files: [string, string][] = [['2 MB media segment', segmentUrl]]
    if (asset) files.push([`JS asset ${asset}`, `${base}${asset}`])
    else console.log('No built storefront (npm run build): the JS asset is left out.')

    const pid = server.pid ?? 0
    // Warmed up first (JIT, file cache), then one file after the other: no figure is another's load.
    for (const [, url] of files) await latencies(url, WARM_UP)
    const idle: Series[] = []
    for (const [, url] of files) idle.push(await latencies(url))
    const baseRss = rssBytes(pid)

    let peakRss = baseRss
    const sampler = setInterval(() => {
      peakRss = Math.max(peakRss, rssBytes(pid))
    }, 20)
    const flood = loginFlood(base)
    const loaded: Series[] = []
    for (const [, url] of files) loaded.push(await latencies(url))
    await flood.stop()
    clearInterval(sampler)
    peakRss = Math.max(peakRss, rssBytes(pid))

    console.log(
      `\n${LOGINS} login clients (a 503 retried ${RETRY_AT_ONCE ? 'at once' : 'after Retry-After'}), scrypt N=2^17 on ${threads} hashing thread(s)`,
    )
    console.log(
      '\n| file | idle p50 | idle p99 | during logins p50 | during logins p99 | samples |',
    )
    console.log('|---|---|---|---|---|---|')
    files.forEach(([label], index) => {
      const [before, during] = [idle[index], loaded[index]]
      if (!before || !during) return
      console.log(
        `| ${label} | ${ms(before.p50)} | ${ms(before.p99)} | ${ms(during.p50)} | ${ms(during.p99)} | ${before.samples} / ${during.samples}${during.timedOut ? ` (${during.timedOut} cut off at ${SERIES_SECONDS} s)` : ''} |`,
      )
    })
    const answers = [...flood.statuses].map(([status, count]) => `${count} × ${status}`)
    console.log(`\nLogin answers during the run: ${answers.join(', ')}`)

    const segmentIdle = idle[0]?.p99 ?? NaN
    const segmentLoaded = loaded[0]?.p99 ?? NaN
    const rssBudget = baseRss + 2 * SCRYPT_BYTES * threads
    const verdict = (ok: boolean) => (ok ? 'within budget' : 'OVER BUDGET')
    console.log(
      `\nSegment p99 during logins: ${ms(segmentLoaded)}; budget 2 × idle p99 = ${ms(2 * segmentIdle)}: ${verdict(segmentLoaded <= 2 * segmentIdle)}`,
    )
    console.log(
      `RSS: ${mib(baseRss)} before, ${mib(peakRss)} at peak; budget base + 2 × 128 MiB × ${threads} = ${mib(rssBudget)}: ${verdict(peakRss <= rssBudget)}`,
    )
    files.forEach(([label], index) => {
      const failures = (idle[index]?.failures ?? 0) + (loaded[index]?.failures ?? 0)
      if (failures > 0) console.log(`${label}: ${failures} requests did not answer 200`)
    })
  } finally {
    clearTimeout(deadline)
    stopChild(server)
  }
}

async function main() {
  const folder = mkdtempSync(path.join(tmpdir(), 'vitrine-bench-logins-'))
  try {
    await run(folder)
  } finally {
    rmSync(folder, { recursive: true, force: true })
  }
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
