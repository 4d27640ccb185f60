import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eventually } from '../test/support/eventually.ts'
import { freePort } from '../test/support/server-process.ts'

const REDIS_URL = process.env.REDIS_URL

/** The worker as a process of its own (from its sources; `npm run worker` runs it compiled), with WORKER_METRICS_PORT. */
describe.runIf(REDIS_URL)('a worker', () => {
  let folder: string
  let worker: ChildProcess
  let metrics: string

  beforeAll(async () => {
    folder = mkdtempSync(path.join(tmpdir(), 'vitrine-worker-'))
    const port = await freePort()
    metrics = `http://127.0.0.1:${port}/metrics`
    worker = spawn(process.execPath, ['--import', 'tsx', 'server/worker.ts'], {
      env: {
        ...process.env,
        REDIS_URL,
        DATABASE_URL: '',
        DATA_DIR: folder,
        SECRET_KEY: 's'.repeat(40),
        SEED_DEMO: 'false',
        LOG_LEVEL: 'silent',
        HOST: '127.0.0.1',
        WORKER_METRICS_PORT: String(port),
      },
      stdio: 'ignore',
    })
    await eventually(
      'the worker serving its metrics',
      () =>
        fetch(metrics).then(
          (answer) => answer.ok,
          () => false,
        ),
      Boolean,
      { timeoutMs: 30_000, pauseMs: 100 },
    )
  }, 60_000)
  afterAll(() => {
    if (worker.exitCode === null) worker.kill('SIGKILL')
    rmSync(folder, { recursive: true, force: true })
  })

  it('serves its metrics, the queues among them, to the machine itself', async () => {
    const answer = await fetch(metrics)
    expect(answer.status).toBe(200)
    const text = await answer.text()
    expect(text).toMatch(/^vitrine_jobs\{queue="media",status="waiting"\} \d+$/m)
    expect(text).toContain('vitrine_process_resident_memory_bytes')
  })

  it('hides them from a request a proxy forwarded', async () => {
    const answer = await fetch(metrics, { headers: { 'x-forwarded-for': '203.0.113.9' } })
    expect(answer.status).toBe(404)
  })

  it('stops on SIGTERM, exiting 0', async () => {
    const exited = new Promise<number | null>((resolve) => worker.once('exit', resolve))
    worker.kill('SIGTERM')
    expect(await exited).toBe(0)
  })
})
