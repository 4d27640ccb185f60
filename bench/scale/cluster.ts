import type { ChildProcess } from 'node:child_process'
import path from 'node:path'
import { buildServer, SERVER_OUT, serverIsStale } from '../../scripts/build-server.ts'
import { buildStorefrontIfStale } from '../../scripts/build-storefront.ts'
import { startNginx, type Nginx } from '../../test/support/nginx.ts'
import { freePort, rssBytes, startChild, stopChild, waitFor } from '../run.ts'

/**
 * docs/deploy.md's layout on one machine: nginx (docs/nginx.conf) balancing two web processes,
 * one worker, sharing PostgreSQL, Redis and an S3 bucket. Processes run the compiled server, as
 * in production (`node dist/node/server/main.js`); each can be killed and started again on its
 * own port, so nginx finds it back.
 */
export interface Cluster {
  /** nginx's address: where the load goes. */
  origin: string
  /** The first web process's own address (one process alone, for the 1 vs 2 comparison). */
  firstOrigin: string
  /** Kills web process `index` (SIGKILL, no goodbye), then starts it again on its port. */
  killWeb(index: number): Promise<void>
  /** Kills the worker (SIGKILL), then starts it again. */
  killWorker(): Promise<void>
  /** Resident memory of each process now: web 1, web 2, worker. */
  rss(): { name: string; bytes: number }[]
  /** The JavaScript heap each web process uses now, from its /metrics; NaN while one is down. */
  heapUsed(): Promise<number[]>
  /** Requests each web process has answered since it started, from its /metrics. */
  requestsAnswered(): Promise<number[]>
  /** The process id of each web process now. */
  webPids(): number[]
  stop(): Promise<void>
}

export const WEB_MAIN = path.join(SERVER_OUT, 'server/main.js')

/** What a process answers on /metrics ('' while it is down): without METRICS_TOKEN, a process
 * answers it to a scraper on its own machine. */
const metricsOf = (port: number) =>
  fetch(`http://127.0.0.1:${port}/metrics`).then(
    (answer) => answer.text(),
    () => '',
  )
const WORKER_MAIN = path.join(SERVER_OUT, 'server/worker.js')

/** Builds what the processes run when a source changed since the last build. */
export function buildForProduction(): void {
  if (!buildStorefrontIfStale()) throw new Error('The storefront build failed.')
  if (serverIsStale() && !buildServer()) throw new Error('The server build failed.')
}

/**
 * Starts the cluster with `env` (database, Redis, bucket, folders) given to every process. The
 * web processes leave jobs to the worker (JOBS=enqueue-only) and trust nginx's forwarded address.
 * With `rtmpPort`, the first web process also runs the live ingest on it (the others never do);
 * `nodeArgs` go to every web process (`--cpu-prof` and such).
 */
export async function startCluster(
  env: Record<string, string>,
  { rtmpPort = 0, nodeArgs = [] }: { rtmpPort?: number; nodeArgs?: string[] } = {},
): Promise<Cluster> {
  const ports = [await freePort(), await freePort()]
  const web: ChildProcess[] = []
  let worker: ChildProcess | undefined
  let nginx: Nginx | undefined

  const startWeb = async (index: number) => {
    const port = ports[index]!
    const child = startChild([process.execPath, ...nodeArgs, WEB_MAIN], {
      ...env,
      PORT: String(port),
      // One live ingest (RTMP) at most, on a port of its own: several servers share the machine.
      RTMP_PORT: index === 0 ? String(rtmpPort) : '0',
      HOST: '127.0.0.1',
      JOBS: 'enqueue-only',
      TRUST_PROXY: '1',
    })
    await waitFor(`http://127.0.0.1:${port}/readyz`, () => child.exitCode === null)
    web[index] = child
  }
  const startWorker = () => {
    worker = startChild([process.execPath, WORKER_MAIN], env)
  }
  const killed = (child: ChildProcess) =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve()
      child.once('exit', () => resolve())
      process.kill(-child.pid!, 'SIGKILL')
    })

  try {
    // One after the other: the first runs the migrations, under their lock.
    await startWeb(0)
    await startWeb(1)
    startWorker()
    nginx = await startNginx([`127.0.0.1:${ports[0]}`, `127.0.0.1:${ports[1]}`])
  } catch (error) {
    for (const child of [...web, worker]) if (child) stopChild(child)
    throw error
  }
  return {
    origin: nginx.origin,
    firstOrigin: `http://127.0.0.1:${ports[0]}`,
    async killWeb(index) {
      await killed(web[index]!)
      await startWeb(index)
    },
    async killWorker() {
      if (worker) await killed(worker)
      startWorker()
    },
    heapUsed: async () =>
      (await Promise.all(ports.map(metricsOf))).map((text) =>
        Number(/^vitrine_nodejs_heap_size_used_bytes (\S+)$/m.exec(text)?.[1] ?? NaN),
      ),
    requestsAnswered: async () =>
      (await Promise.all(ports.map(metricsOf))).map((text) =>
        [...text.matchAll(/^vitrine_http_request_duration_seconds_count\{[^}]*\} (\S+)$/gm)]
          .map((match) => Number(match[1]))
          .reduce((sum, count) => sum + count, 0),
      ),
    webPids: () => web.map((child) => child.pid!),
    rss: () => [
      ...web.map((child, index) => ({ name: `web ${index + 1}`, bytes: rssBytes(child.pid!) })),
      { name: 'worker', bytes: worker ? rssBytes(worker.pid!) : 0 },
    ],
    async stop() {
      await nginx?.stop()
      for (const child of [...web, worker]) if (child) stopChild(child)
    },
  }
}
