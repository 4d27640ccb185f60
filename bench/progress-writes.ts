import { performance } from 'node:perf_hooks'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { API_BASE, TOKEN_SCHEME } from '../contract/values/api-paths.ts'
import { progressPath } from '../contract/values/progress.ts'
import type { DatabaseHandle } from '../server/db/connect.ts'
import { migrateToLatest } from '../server/db/migrate.ts'
import { addMediaItem } from '../server/modules/catalogue/test-fixtures.ts'
import { createSession, createUser, createWebsite } from '../test/support/fixtures.ts'
import { freePort, percentile, rssBytes, startChild, stopChild, waitFor } from './run.ts'
import { scratchPostgres } from './scratch-database.ts'

/**
 * `npx tsx bench/progress-writes.ts`: issue 17's budget for playback progress. VIEWERS signed-in
 * viewers each report their position every 10 s, as the embed player does, spread evenly over
 * the period (2 000 viewers: 200 requests a second), to two server processes on one PostgreSQL
 * database (a scratch `vt_bench_progress`, see scratch-database.ts), alternately, as a balancer
 * would. Prints requests, errors, p50/p99/max and each process's RSS; budget p99 ≤ 50 ms.
 * `BENCH_VIEWERS`, `BENCH_SECONDS` (60), `BENCH_PROCESSES` (2). Figures mean little on a machine
 * busy with other work: check `uptime` first.
 */
const VIEWERS = Number(process.env.BENCH_VIEWERS ?? 2000)
const SECONDS = Number(process.env.BENCH_SECONDS ?? 60)
const PROCESSES = Number(process.env.BENCH_PROCESSES ?? 2)
const PERIOD_MS = 10_000
const MEDIAS = 50
const DURATION = 3600
const HOST = '127.0.0.1'
const BUDGET_P99_MS = 50

interface Viewer {
  token: string
  itemUid: string
  mediaUid: string
  position: number
}

async function prepare(db: DatabaseHandle): Promise<Viewer[]> {
  await migrateToLatest(db)
  const site = await createWebsite(db.db, { hosts: [HOST] })
  const medias = []
  for (let index = 0; index < MEDIAS; index++) {
    medias.push(await addMediaItem(db.db, site, `Film ${index}`, { media: { duration: DURATION } }))
  }
  const viewers: Viewer[] = []
  for (let index = 0; index < VIEWERS; index++) {
    const user = await createUser(db.db, site)
    const media = medias[index % MEDIAS]!
    viewers.push({
      token: await createSession(db.db, site, user.uid),
      itemUid: media.uid,
      mediaUid: media.mediaUid,
      position: 0,
    })
  }
  return viewers
}

async function main() {
  const scratch = await scratchPostgres('vt_bench_progress')
  const folder = mkdtempSync(path.join(tmpdir(), 'vitrine-bench-progress-'))
  const servers: { child: ReturnType<typeof startChild>; origin: string }[] = []
  try {
    console.log(`Preparing ${VIEWERS} viewers on ${MEDIAS} medias…`)
    const viewers = await prepare(scratch.handle)
    await scratch.handle.db.destroy()

    for (let index = 0; index < PROCESSES; index++) {
      const port = await freePort()
      const child = startChild([process.execPath, '--import', 'tsx', 'server/main.ts'], {
        DATABASE_URL: scratch.url,
        REDIS_URL: '',
        DATA_DIR: folder,
        SECRET_KEY: 'bench-secret-key-that-is-long-enough-0123456789',
        PORT: String(port),
        // Live ingest (RTMP) stays off: several servers share this machine.
        RTMP_PORT: '0',
        HOST,
        SEED_DEMO: 'false',
        LOG_LEVEL: 'silent',
        NODE_ENV: 'production',
      })
      const origin = `http://${HOST}:${port}`
      await waitFor(`${origin}/healthz`, () => child.exitCode === null)
      servers.push({ child, origin })
    }
    const rssAtStart = servers.map(({ child }) => rssBytes(child.pid!))

    const latencies: number[] = []
    let errors = 0
    let sent = 0
    const report = async (viewer: Viewer, origin: string) => {
      viewer.position = Math.min(DURATION - 1, viewer.position + 10)
      const started = performance.now()
      try {
        const answer = await fetch(`${origin}${API_BASE}${progressPath(viewer.mediaUid)}`, {
          method: 'PUT',
          headers: {
            host: HOST,
            authorization: `${TOKEN_SCHEME} ${viewer.token}`,
            'content-type': 'application/json',
          },
          body: JSON.stringify({
            item_uid: viewer.itemUid,
            position: viewer.position,
            duration: DURATION,
            kind: 'progress',
          }),
        })
        await answer.arrayBuffer()
        if (answer.status !== 200) errors += 1
      } catch {
        errors += 1
      }
      latencies.push(performance.now() - started)
    }

    console.log(
      `${VIEWERS} viewers every ${PERIOD_MS / 1000} s (${(VIEWERS / (PERIOD_MS / 1000)).toFixed(0)} req/s) ` +
        `to ${PROCESSES} processes for ${SECONDS} s…`,
    )
    const begin = performance.now()
    const inFlight = new Set<Promise<void>>()
    // Viewer i reports at i × period / viewers, then every period: an even stream of reports.
    const gap = PERIOD_MS / VIEWERS
    for (let tick = 0; ; tick++) {
      const due = begin + tick * gap
      if (due - begin > SECONDS * 1000) break
      const wait = due - performance.now()
      if (wait > 1) await sleep(wait)
      const viewer = viewers[tick % VIEWERS]!
      const server = servers[tick % servers.length]!
      sent += 1
      const call = report(viewer, server.origin).finally(() => inFlight.delete(call))
      inFlight.add(call)
    }
    await Promise.all(inFlight)
    const elapsed = (performance.now() - begin) / 1000
    const rssAtEnd = servers.map(({ child }) => rssBytes(child.pid!))

    latencies.sort((a, b) => a - b)
    const ms = (value: number) => `${value.toFixed(1)} ms`
    const mib = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MiB`
    const p99 = percentile(latencies, 0.99)
    console.log(`\nProgress writes, PostgreSQL, ${PROCESSES} processes`)
    console.log('| requests | rate | errors | p50 | p99 | max |')
    console.log('|---|---|---|---|---|---|')
    console.log(
      `| ${sent} | ${(sent / elapsed).toFixed(0)}/s | ${errors} | ${ms(percentile(latencies, 0.5))} | ${ms(p99)} | ${ms(latencies.at(-1) ?? 0)} |`,
    )
    servers.forEach((_server, index) =>
      console.log(
        `process ${index + 1} RSS: ${mib(rssAtStart[index]!)} at start, ${mib(rssAtEnd[index]!)} at end`,
      ),
    )
    console.log(
      `p99 ≤ ${BUDGET_P99_MS} ms with 0 errors: ${p99 <= BUDGET_P99_MS && errors === 0 ? 'met' : 'NOT met'}`,
    )
  } finally {
    for (const { child } of servers) stopChild(child)
    await scratch.close().catch(() => undefined)
    rmSync(folder, { recursive: true, force: true })
  }
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
