import type { ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { Redis } from 'ioredis'
import { ADMIN_API_BASE, TOKEN_SCHEME } from '../contract/values/api-paths.ts'
import { freePort, startChild, stopChild, waitFor } from './run.ts'
import { WEB_MAIN } from './scale/cluster.ts'

/**
 * One web process (jobs left to the worker) and one worker, compiled as `npm start` runs them
 * (build first with buildForProduction), on a database and a Redis database of the bench's own:
 * the queue benches of issue 46 (broadcast.ts, webhooks.ts).
 */
export interface WebAndWorker {
  origin: string
  /** Kills the worker (SIGKILL, no goodbye), waits for its end, then starts another. */
  killWorker(): Promise<void>
  /** A staff call with `token`, answering the JSON body; throws on a non-2xx answer. */
  staff<T>(token: string, method: string, url: string, body?: unknown): Promise<T>
  stop(): void
}

const WORKER_MAIN = WEB_MAIN.replace(/main\.js$/, 'worker.js')

/**
 * Empties Redis database `redisUrl` names, then starts both processes with `env` (database,
 * secret key and whatever the bench sets) and waits for the web process to answer.
 */
export async function startWebAndWorker(
  redisUrl: string,
  env: Record<string, string>,
): Promise<WebAndWorker> {
  const redis = new Redis(redisUrl)
  await redis.flushdb()
  await redis.quit()
  const port = await freePort()
  const dataDir = mkdtempSync(path.join(tmpdir(), 'vt-bench-queue-'))
  const shared = { ...env, REDIS_URL: redisUrl, DATA_DIR: dataDir, SEED_DEMO: 'false' }
  const web = startChild([process.execPath, WEB_MAIN], {
    LOG_LEVEL: 'warn',
    ...shared,
    PORT: String(port),
    HOST: '127.0.0.1',
    RTMP_PORT: '0',
    JOBS: 'enqueue-only',
  })
  const startWorker = () =>
    startChild([process.execPath, WORKER_MAIN], { LOG_LEVEL: 'warn', ...shared })
  let worker: ChildProcess = startWorker()
  const origin = `http://127.0.0.1:${port}`
  const stop = () => {
    stopChild(worker)
    stopChild(web)
    rmSync(dataDir, { recursive: true, force: true })
  }
  try {
    await waitFor(`${origin}/readyz`, () => web.exitCode === null)
  } catch (error) {
    stop()
    throw error
  }
  return {
    origin,
    async killWorker() {
      const ended = new Promise((resolve) => worker.once('exit', resolve))
      process.kill(-worker.pid!, 'SIGKILL')
      await ended
      worker = startWorker()
    },
    async staff<T>(token: string, method: string, url: string, body?: unknown): Promise<T> {
      const answer = await fetch(`${origin}${ADMIN_API_BASE}${url}`, {
        method,
        headers: {
          authorization: `${TOKEN_SCHEME} ${token}`,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      })
      if (!answer.ok) throw new Error(`${method} ${url}: ${answer.status} ${await answer.text()}`)
      return (await answer.json()) as T
    },
    stop,
  }
}
