import { mkdtempSync, rmSync } from 'node:fs'
import { cpus, loadavg, tmpdir } from 'node:os'
import path from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import type { AdminLiveEvent, AdminLiveIngest } from '../contract/schemas/admin-live.ts'
import type { LivePlayback } from '../contract/schemas/live.ts'
import { ADMIN_API_BASE, API_BASE } from '../contract/values/api-paths.ts'
import { LIVE_SEGMENT_SECONDS } from '../contract/values/live.ts'
import { DEMO_STAFF } from '../server/demo/accounts.ts'
import {
  newViewerLog,
  variantsOf,
  watchVariant,
  type SegmentGot,
  type ViewerLog,
} from './live/hls-viewer.ts'
import { cpuByKind, cpuSince } from './process-cpu.ts'
import { publishStamped, readStamp } from './live/stamped-stream.ts'
import { freePort, percentile } from './run.ts'
import { buildForProduction, startCluster, type Cluster } from './scale/cluster.ts'
import { scratchPostgres } from './scratch-database.ts'

/**
 * `npx tsx bench/live.ts`: issue 45's budgets for live events, on docs/deploy.md's layout (nginx
 * over two web processes, a worker, PostgreSQL, Redis; the first web process runs the RTMP
 * ingest and its packager). A publisher sends 720p pictures stamped with the time they were made
 * (live/stamped-stream.ts) to a free event; then:
 *
 * 1. latency: a viewer reloads each rendition's playlist every 250 ms and reads the stamp of
 *    every new segment's first picture: how long after it was made the viewer has it
 *    (BENCH_LATENCY_SECONDS, 60);
 * 2. load: BENCH_VIEWERS (300) HLS viewers, every other on each rendition, reload their playlist
 *    every target duration and download each new segment through nginx for BENCH_SECONDS (120),
 *    while the latency viewer goes on.
 *
 * BENCH_NODE_ARGS go to the web processes (`--cpu-prof --cpu-prof-dir=…`). Uses Redis database 6 and a scratch database `vt_bench_live` (BENCH_KEEP=1 keeps it).
 */
const VIEWERS = Number(process.env.BENCH_VIEWERS ?? 300)
const SECONDS = Number(process.env.BENCH_SECONDS ?? 120)
const LATENCY_SECONDS = Number(process.env.BENCH_LATENCY_SECONDS ?? 60)
const REDIS_URL = 'redis://127.0.0.1:6379/6'
/** hls.js (the storefront's live player) starts this many target durations behind the edge. */
const PLAYER_HOLD_BACK_SEGMENTS = 3

/** The `share` quantile of `values` (0.5 for the median), NaN when there are none. */
const quantile = (values: number[], share: number) =>
  percentile(
    [...values].sort((a, b) => a - b),
    share,
  )
const verdict = (met: boolean) => (met ? 'met' : 'NOT met')
const ms = (value: number) => `${value.toFixed(0)} ms`
const seconds = (value: number) => `${(value / 1000).toFixed(2)} s`

async function main() {
  buildForProduction()
  const folder = mkdtempSync(path.join(tmpdir(), 'vitrine-bench-live-'))
  const scratch = await scratchPostgres('vt_bench_live')
  const rtmpPort = await freePort()
  let cluster: Cluster | undefined
  let publisher: ReturnType<typeof publishStamped> | undefined
  try {
    console.log(`Machine: ${cpus().length} cores, load average ${loadavg()[0]!.toFixed(2)}.`)
    cluster = await startCluster(
      {
        DATABASE_URL: scratch.url,
        REDIS_URL,
        DATA_DIR: folder,
        SECRET_KEY: 'bench-secret-key-that-is-long-enough-0123456789',
        SEED_DEMO: 'true',
        LOG_LEVEL: 'warn',
        NODE_ENV: 'production',
        MALLOC_ARENA_MAX: '2',
        RATE_LIMIT_PER_IP: '1000000',
        RATE_LIMIT_PER_ACCOUNT: '1000000',
      },
      { rtmpPort, nodeArgs: process.env.BENCH_NODE_ARGS?.split(' ').filter(Boolean) },
    )
    const { itemUid, key } = await freeLiveEvent(cluster.origin)
    publisher = publishStamped(`rtmp://127.0.0.1:${rtmpPort}/live/${key}`)
    const master = await onAir(cluster.origin, itemUid)
    const variants = await variantsOf(master)
    console.log(`On air: ${variants.length} renditions.`)

    console.log(`\n1. Latency, one viewer alone (${LATENCY_SECONDS} s)`)
    const alone = await measureLatency(variants, LATENCY_SECONDS, () => Promise.resolve())
    printLatency(alone)

    console.log(`\n2. ${VIEWERS} viewers through nginx for ${SECONDS} s, the latency viewer too`)
    const logs = Array.from({ length: VIEWERS }, newViewerLog)
    let loaded: Map<string, number[]> = new Map()
    const cpuBefore = cpuByKind()
    await measureLatency(variants, SECONDS, async (stop) => {
      await Promise.all(
        logs.map(async (log, index) => {
          // Spread over a target duration, as viewers arriving one by one would be.
          await sleep((index / VIEWERS) * LIVE_SEGMENT_SECONDS * 1000)
          await watchVariant(variants[index % variants.length]!, log, stop)
        }),
      )
    }).then((latency) => (loaded = latency))
    const cpu = cpuSince(cpuBefore)
    const segmentMs = logs.flatMap((log) => log.segmentMs)
    const playlistMs = logs.flatMap((log) => log.playlistMs)
    const errors = logs.flatMap((log) => log.errors)
    const p99 = quantile(segmentMs, 0.99)
    console.log(
      `segments: ${segmentMs.length} downloaded, p50 ${ms(quantile(segmentMs, 0.5))}, p99 ${ms(p99)}; playlists: ${playlistMs.length}, p50 ${ms(quantile(playlistMs, 0.5))}, p99 ${ms(quantile(playlistMs, 0.99))}`,
    )
    console.log(
      `errors: ${errors.length}${errors.length ? ` (${[...new Set(errors)].slice(0, 5).join('; ')})` : ''}`,
    )
    console.log(
      `CPU seconds over the ${SECONDS} s: ${cpu.map(([kind, used]) => `${kind} ${used.toFixed(0)}`).join(', ')}`,
    )
    printLatency(loaded)

    const latencyMedian = quantile([...alone.values()].flat(), 0.5)
    const loadedMedian = quantile([...loaded.values()].flat(), 0.5)
    console.log('\nBudgets (issue 45)')
    console.log(
      `- latency ≤ 8 s median with ${LIVE_SEGMENT_SECONDS} s segments: ${seconds(latencyMedian)} alone, ${seconds(loadedMedian)} under load → ${verdict(Math.max(latencyMedian, loadedMedian) <= 8000)}`,
    )
    console.log(
      `- ${VIEWERS} viewers, segment p99 ≤ 100 ms and 0 errors: p99 ${ms(p99)}, ${errors.length} errors → ${verdict(p99 <= 100 && errors.length === 0 && segmentMs.length > 0)}`,
    )
  } finally {
    publisher?.stop()
    await cluster?.stop()
    await scratch.close()
    rmSync(folder, { recursive: true, force: true })
  }
}

/** As staff do: a live event starting now, free and published; its item and stream key. */
async function freeLiveEvent(origin: string) {
  const login = await fetch(`${origin}${API_BASE}/auth/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: DEMO_STAFF.email, password: DEMO_STAFF.password }),
  })
  if (!login.ok) throw new Error(`staff login: ${login.status} ${await login.text()}`)
  const { token } = (await login.json()) as { token: string }
  const staff = async <T>(method: string, route: string, body?: object): Promise<T> => {
    const answer = await fetch(`${origin}${ADMIN_API_BASE}${route}`, {
      method,
      headers: { authorization: `WebsiteToken ${token}`, 'content-type': 'application/json' },
      body: body ? JSON.stringify(body) : undefined,
    })
    if (!answer.ok) throw new Error(`${method} ${route}: ${answer.status} ${await answer.text()}`)
    return (await answer.json()) as T
  }
  const event = await staff<AdminLiveEvent>('POST', '/live-events/', {
    name: `Bench en direct ${Date.now()}`,
    starts_at: new Date().toISOString(),
    expected_duration: 3600,
  })
  await staff('PATCH', `/items/${event.item_uid}/`, {
    published_at: new Date(Date.now() - 60_000).toISOString(),
    monetization_enabled: false,
  })
  const ingest = await staff<AdminLiveIngest>('GET', `/live-events/${event.uid}/ingest/`)
  return { itemUid: event.item_uid, key: ingest.stream_key }
}

/** The signed master playlist's address, once the event is on air (within a minute). */
async function onAir(origin: string, itemUid: string): Promise<string> {
  const until = Date.now() + 60_000
  while (Date.now() < until) {
    const answer = await fetch(`${origin}${API_BASE}/live/${itemUid}/playback/`)
    const playback = (await answer.json()) as LivePlayback
    if (playback.hls) return new URL(playback.hls, origin).toString()
    await sleep(250)
  }
  throw new Error('The event did not go on air within a minute.')
}

/**
 * Milliseconds from each segment's first picture being made to a viewer having the whole
 * segment, by rendition, for `duration` seconds, while `alongside` runs (it is given the stop).
 */
async function measureLatency(
  variants: string[],
  duration: number,
  alongside: (stop: () => boolean) => Promise<void>,
): Promise<Map<string, number[]>> {
  const ends = Date.now() + duration * 1000
  const stop = () => Date.now() >= ends
  const latency = new Map<string, number[]>()
  const unread: string[] = []
  const logs: ViewerLog[] = []
  await Promise.all([
    ...variants.map((variant) => {
      const rendition = new URL(variant).pathname.split('/').at(-2) ?? variant
      const found: number[] = []
      latency.set(rendition, found)
      const log = newViewerLog()
      logs.push(log)
      return watchVariant(variant, log, stop, {
        everyMs: 250,
        onSegment: async (got: SegmentGot) => {
          const stamp = await readStamp(got.bytes)
          // A stamp from the future or from days ago is a misread picture, not a latency.
          const delay = stamp === null ? NaN : got.receivedWallClock - stamp
          if (Number.isFinite(delay) && delay >= 0 && delay < 600_000) found.push(delay)
          else unread.push(got.uri)
        },
      })
    }),
    alongside(stop),
  ])
  const errors = logs.flatMap((log) => log.errors)
  if (unread.length > 0) console.log(`(${unread.length} segments whose stamp could not be read)`)
  if (errors.length > 0) console.log(`(latency viewer's errors: ${errors.slice(0, 3).join('; ')})`)
  return latency
}

function printLatency(latency: Map<string, number[]>) {
  const holdBack = (PLAYER_HOLD_BACK_SEGMENTS - 1) * LIVE_SEGMENT_SECONDS * 1000
  for (const [rendition, values] of latency) {
    console.log(
      `${rendition}: ${values.length} segments, picture made → segment at the viewer: median ${seconds(quantile(values, 0.5))}, p90 ${seconds(quantile(values, 0.9))}, max ${seconds(Math.max(...values))}; on screen in a player ${PLAYER_HOLD_BACK_SEGMENTS} target durations behind the edge: ≈ ${seconds(quantile(values, 0.5) + holdBack)}`,
    )
  }
}

await main()
process.exit(0)
