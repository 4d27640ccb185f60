import { mkdtempSync, rmSync } from 'node:fs'
import { cpus, tmpdir } from 'node:os'
import path from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { API_BASE } from '../contract/values/api-paths.ts'
import { migrateToLatest } from '../server/db/migrate.ts'
import { startTestS3 } from '../server/storage/s3rver-test-support.ts'
import { generateCatalogue } from './generate-catalogue.ts'
import { CallLog, printCalls } from './scale/calls.ts'
import { measureCatalogueGrowth } from './scale/catalogue-growth.ts'
import { buildForProduction, startCluster, WEB_MAIN } from './scale/cluster.ts'
import { killWorkerMidTranscode, makeVideo, restartPostgres, uploadVideo } from './scale/faults.ts'
import { runMixedLoad } from './scale/mixed-load.ts'
import {
  fittedGrowth,
  GC_ON_SIGNAL_ARGS,
  heapAfterFullGc,
  type MemorySample,
  sampleMemory,
  SAMPLE_EVERY_MS,
  TREND_FROM_MS,
} from './scale/memory-trend.ts'
import { compareProcesses, printComparison } from './scale/process-comparison.ts'
import { prepareVisitors } from './scale/visitors.ts'
import { scratchPostgres } from './scratch-database.ts'

/**
 * `npx tsx bench/scale.ts`: issue 18's proof by load. On this machine: nginx (docs/nginx.conf)
 * balancing two web processes, one worker, PostgreSQL, Redis and s3rver, on a generated
 * website of BENCH_ITEMS items (100 000). First one process against two on the item list, each
 * capped at 0.4 CPU where the kernel's cgroup v1 CPU controller is writable (scale/cpu-quota.ts;
 * uncapped elsewhere, as contention's figure), with each one's CPU per 1 000 requests; then
 * BENCH_USERS visitors (16) send a storefront's mix of calls for BENCH_SECONDS (600) while, at
 * 20 %, 45 % and 70 % of the run, one web process is killed and started again, PostgreSQL
 * restarts, and the worker is killed half way through a video's transcode and started again;
 * memory is sampled every 10 s and judged by a line fitted from each web process's minute 2, and
 * by its heap after a forced full collection (scale/memory-trend.ts) then and at the end.
 * Then the catalogue grows on PostgreSQL through BENCH_GROWTH (1000,100000,1000000 items;
 * `none` skips it; BENCH_LOAD=none runs only the growth), each size measured twice: first on the
 * database's pages as the growth left them, then again once they were read. Prints every figure
 * against the issue's budgets. Needs Debian's nginx and
 * ffmpeg, and root for `pg_ctlcluster`; uses Redis database 5 and scratch databases
 * `vt_bench_scale` and `vt_bench_growth` (BENCH_KEEP=1 keeps them).
 */
const ITEMS = Number(process.env.BENCH_ITEMS ?? 100_000)
const USERS = Number(process.env.BENCH_USERS ?? 16)
const SECONDS = Number(process.env.BENCH_SECONDS ?? 600)
const GROWTH = (process.env.BENCH_GROWTH ?? '1000,100000,1000000')
  .split(',')
  .filter((size) => size !== 'none')
  .map(Number)
/** `BENCH_LOAD=none` skips the cluster and its load: only the catalogue growth runs. */
const LOAD = process.env.BENCH_LOAD !== 'none'
const VIEWERS = 600
const REDIS_URL = 'redis://127.0.0.1:6379/5'

const mib = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MiB`
const percent = (share: number) => `${(share * 100).toFixed(1)} %`
const verdict = (met: boolean) => (met ? 'met' : 'NOT met')

async function main() {
  buildForProduction()
  if (LOAD) await proveUnderLoad()
  if (GROWTH.length > 0) await printCatalogueGrowth()
}

/** The cluster under the mixed load and its faults, then every budget of that part. */
async function proveUnderLoad() {
  const folder = mkdtempSync(path.join(tmpdir(), 'vitrine-bench-scale-'))
  const scratch = await scratchPostgres('vt_bench_scale')
  const s3 = await startTestS3('vitrine-scale')
  let cluster: Awaited<ReturnType<typeof startCluster>> | undefined
  try {
    console.log(`Machine: ${cpus().length} cores. Generating ${ITEMS} items…`)
    await migrateToLatest(scratch.handle)
    const catalogue = await generateCatalogue(scratch.handle.db, ITEMS)
    const visitors = await prepareVisitors(scratch.handle.db, catalogue, ITEMS, VIEWERS)
    const video = path.join(folder, 'scale-bench.mp4')
    makeVideo(video, 90)

    cluster = await startCluster(
      {
        ...s3.env,
        DATABASE_URL: scratch.url,
        REDIS_URL,
        DATA_DIR: folder,
        SECRET_KEY: 'bench-secret-key-that-is-long-enough-0123456789',
        SEED_DEMO: 'false',
        LOG_LEVEL: 'silent',
        NODE_ENV: 'production',
        // As docs/deploy.md asks of every process.
        MALLOC_ARENA_MAX: '2',
        // Every visitor of the bench comes from one address; real ones each have their own.
        RATE_LIMIT_PER_IP: '1000000',
        RATE_LIMIT_PER_ACCOUNT: '1000000',
      },
      // The bench (only) may force a full garbage collection in a web process.
      { nodeArgs: GC_ON_SIGNAL_ARGS },
    )

    console.log(
      '\nItem list, one process against two behind nginx (autocannon, 10 connections, 10 s)',
    )
    const comparison = await compareProcesses(cluster, `${API_BASE}/items/?limit=30`)
    const comparisonBudget = printComparison(comparison, cpus().length)

    const log = new CallLog()
    const ends = log.now() + SECONDS * 1000
    const running = cluster
    // Memory every 10 s, and each web process's heap after a full collection at its minute 2
    // (web 1 is killed and starts again at 20 %) and at the end.
    const samples: MemorySample[] = []
    const trendFrom = [Infinity, TREND_FROM_MS]
    const heapAtMinuteTwo: Promise<number>[] = [
      Promise.resolve(NaN),
      sleep(TREND_FROM_MS).then(() => heapAfterFullGc(running, 1)),
    ]
    const load = runMixedLoad({
      origin: cluster.origin,
      visitors,
      log,
      users: USERS,
      stop: () => log.now() >= ends,
    })
    const at = (share: number) => sleep(Math.max(0, share * SECONDS * 1000 - log.now()))
    const faults = (async () => {
      await at(0.2)
      const killAt = log.now()
      await running.killWeb(0)
      const killSeconds = (log.now() - killAt) / 1000
      trendFrom[0] = log.now() + TREND_FROM_MS
      heapAtMinuteTwo[0] = sleep(TREND_FROM_MS).then(() => heapAfterFullGc(running, 0))
      console.log(
        `web 1 killed at ${(killAt / 1000).toFixed(0)} s and answering again ${killSeconds.toFixed(1)} s later`,
      )
      await at(0.45)
      const pgAt = log.now()
      const pgSeconds = await restartPostgres()
      console.log(
        `PostgreSQL restarted at ${(pgAt / 1000).toFixed(0)} s in ${pgSeconds.toFixed(1)} s`,
      )
      await uploadVideo(running.origin, visitors.staffToken, video)
      const transcode = await killWorkerMidTranscode(scratch.handle.db, () => running.killWorker())
      console.log(
        `worker killed at ${(transcode.progressAtKill * 100).toFixed(0)} % of a transcode; the import then ended ${transcode.status} ${transcode.seconds.toFixed(0)} s later${transcode.error ? ` (${transcode.error})` : ''}`,
      )
      await sleep(Math.max(0, ends - log.now()))
      return { killAt, killSeconds, pgAt, pgSeconds, transcode }
    })()
    const sampling = sampleMemory(
      running,
      () => log.now(),
      () => log.now() >= ends,
      samples,
    )
    const [outcome, fault] = await Promise.all([load, faults, sampling])
    samples.push({ at: log.now(), rss: running.rss(), heap: await running.heapUsed() })
    const heapFirst = await Promise.all(heapAtMinuteTwo)
    const heapLast = [await heapAfterFullGc(running, 0), await heapAfterFullGc(running, 1)]
    printCalls(log, SECONDS)

    // Unexpected answers by fault: from the kill until the process answers again (plus 5 s), and
    // from the PostgreSQL restart until 5 s after it is back; the rest must be none.
    const within = (time: number, start: number, seconds: number) =>
      time >= start && time <= start + (seconds + 5) * 1000
    const unexpected = log.unexpected()
    const duringKill = unexpected
      .map((answer) => answer.at)
      .filter((time) => within(time, fault.killAt, fault.killSeconds))
    const duringRestart = unexpected
      .map((answer) => answer.at)
      .filter((time) => within(time, fault.pgAt, fault.pgSeconds))
    const elsewhere = unexpected.filter(
      ({ at }) =>
        !within(at, fault.killAt, fault.killSeconds) && !within(at, fault.pgAt, fault.pgSeconds),
    )
    const span = duringRestart.length
      ? (Math.max(...duringRestart) - Math.min(...duringRestart)) / 1000
      : 0

    const purchases = await scratch.handle.db
      .selectFrom('purchases')
      .select('order_uid')
      .where('order_uid', 'in', outcome.paidOrders.length ? outcome.paidOrders : [''])
      .execute()
    const bought = new Set(purchases.map((row) => row.order_uid))
    const lostPurchases = outcome.paidOrders.filter((uid) => !bought.has(uid)).length
    const positions = await scratch.handle.db
      .selectFrom('playback_positions')
      .select(['user_uid', 'media_uid', 'position'])
      .execute()
    const kept = new Map(positions.map((row) => [`${row.user_uid}/${row.media_uid}`, row.position]))
    const recorded = visitors.viewers.filter((viewer) => viewer.recorded !== null)
    const lostWrites = recorded.filter(
      (viewer) => kept.get(`${viewer.uid}/${viewer.item.mediaUid}`) !== viewer.recorded,
    ).length
    const failedCheckouts = log.failed.get('checkout + sandbox pay') ?? 0

    console.log('\nMemory each minute (RSS, and heap used from /metrics), MiB')
    const minutes = samples.filter((_, index) => index % (60_000 / SAMPLE_EVERY_MS) === 0)
    console.log(
      `| process | ${minutes.map((sample) => `${(sample.at / 60_000).toFixed(0)} min`).join(' | ')} |`,
    )
    console.log(`|---|${minutes.map(() => '---|').join('')}`)
    for (const [index, { name }] of samples[0]!.rss.entries()) {
      console.log(
        `| ${name} RSS | ${minutes.map((sample) => mib(sample.rss[index]!.bytes)).join(' | ')} |`,
      )
    }
    for (const index of [0, 1]) {
      console.log(
        `| web ${index + 1} heap | ${minutes.map((sample) => mib(sample.heap[index]!)).join(' | ')} |`,
      )
    }
    // Each web process's trend from its minute 2 to the end, read off a fitted line.
    const trend = [0, 1].map((index) => {
      const window = samples.filter((sample) => sample.at >= trendFrom[index]!)
      const points = (read: (sample: MemorySample) => number) =>
        window.map((sample): [number, number] => [sample.at, read(sample)])
      return {
        samples: window.length,
        rss: fittedGrowth(points((sample) => sample.rss[index]!.bytes)),
        heap: fittedGrowth(points((sample) => sample.heap[index]!)),
        afterGc: heapLast[index]! / heapFirst[index]! - 1,
      }
    })
    for (const [index, figures] of trend.entries()) {
      console.log(
        `web ${index + 1}: over ${figures.samples} samples from its minute 2, fitted growth RSS ${percent(figures.rss)}, heap ${percent(figures.heap)}; heap after a full collection ${mib(heapFirst[index]!)} → ${mib(heapLast[index]!)} (${percent(figures.afterGc)})`,
      )
    }

    console.log('\nBudgets')
    console.log(
      `- checkouts paid ${outcome.paidOrders.length}, failed ${failedCheckouts}, purchases lost ${lostPurchases}; progress writes recorded for ${recorded.length} viewers, lost ${lostWrites}: ${verdict(failedCheckouts === 0 && lostPurchases === 0 && lostWrites === 0)}`,
    )
    console.log(
      `- unexpected answers: ${duringRestart.length} during the PostgreSQL restart (over ${span.toFixed(1)} s), ${duringKill.length} when web 1 was killed (requests it held), ${elsewhere.length} elsewhere${elsewhere.map(({ name, status, at }) => `; ${name} ${status} at ${(at / 1000).toFixed(1)} s`).join('')}: ${verdict(duringKill.length === 0 && elsewhere.length === 0 && span <= 5)}`,
    )
    console.log(
      `- memory from each web process's minute 2 to the end (web 1 from its restart), by the fitted line: RSS ${trend.map((figures) => percent(figures.rss)).join(', ')}, heap ${trend.map((figures) => percent(figures.heap)).join(', ')} (≤ 10 %): ${verdict(trend.every((figures) => figures.rss <= 0.1 && figures.heap <= 0.1))}`,
    )
    console.log(
      `- heap after a full collection, end against minute 2: ${trend.map((figures) => percent(figures.afterGc)).join(', ')} (within 10 %): ${verdict(trend.every((figures) => Math.abs(figures.afterGc) <= 0.1))}`,
    )
    console.log(comparisonBudget)
    console.log(
      `- transcode after its worker was killed: ${fault.transcode.status}: ${verdict(fault.transcode.status === 'done')}`,
    )
  } finally {
    await cluster?.stop()
    await s3.close()
    await scratch.close().catch(() => undefined)
    rmSync(folder, { recursive: true, force: true })
  }
}

/** List and search latencies as the catalogue grows, against their budgets, for each pass. */
async function printCatalogueGrowth() {
  console.log('\nCatalogue growth on PostgreSQL (one process, every query cold in the process)')
  const growth = await measureCatalogueGrowth(GROWTH, WEB_MAIN)
  console.log('| items | pass | list p50 ms | list p99 ms | search p50 ms | search p99 ms |')
  console.log('|---|---|---|---|---|---|')
  for (const row of growth) {
    console.log(
      `| ${row.items} | ${row.pass} | ${row.listP50.toFixed(1)} | ${row.listP99.toFixed(1)} | ${row.searchP50.toFixed(1)} | ${row.searchP99.toFixed(1)} |`,
    )
  }
  for (const pass of ['first', 'second'] as const) {
    const rows = growth.filter((row) => row.pass === pass)
    const first = rows[0]!
    const last = rows.at(-1)!
    console.log(
      `- ${pass} pass: list p50 at ${last.items} / at ${first.items}: ${(last.listP50 / first.listP50).toFixed(2)}× (≤ 1.5×): ${verdict(last.listP50 <= 1.5 * first.listP50)}`,
    )
    console.log(
      `- ${pass} pass: search p99 at ${last.items}: ${last.searchP99.toFixed(1)} ms (≤ 100 ms): ${verdict(last.searchP99 <= 100)}`,
    )
  }
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
