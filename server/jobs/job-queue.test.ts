import { randomUUID } from 'node:crypto'
import { Redis } from 'ioredis'
import { afterAll, afterEach, describe, expect, it } from 'vitest'
import { eventually } from '../../test/support/eventually.ts'
import { createBullQueue } from './bullmq-queue.ts'
import { createInProcessQueue } from './in-process-queue.ts'
import { createTestDatabase } from '../../test/support/database.ts'
import { keptFailures } from './job-failures.ts'
import {
  PermanentJobError,
  type JobData,
  type JobQueue,
  type JobRun,
  type JobTypes,
} from './job-queue.ts'

const REDIS_URL = process.env.REDIS_URL
/** In this process always; on BullMQ too when REDIS_URL is set. */
const ADAPTERS = ['in-process', ...(REDIS_URL ? ['BullMQ'] : [])]

const silent = { warn: () => undefined, error: () => undefined }

/** A promise and what settles it: a job that waits for the test. */
function gate() {
  let open: () => void = () => undefined
  const opened = new Promise<void>((resolve) => {
    open = resolve
  })
  return { opened, open }
}

describe.each(ADAPTERS)('the job queue (%s)', (adapter) => {
  const opened: JobQueue[] = []
  const prefixes: string[] = []
  let prefix = ''

  /** A queue of the adapter; on BullMQ each test has keys of its own, shared by its workers. */
  function open(types: JobTypes): JobQueue {
    const queue =
      adapter === 'BullMQ'
        ? createBullQueue({
            redisUrl: REDIS_URL ?? '',
            name: 'test',
            prefix,
            types,
            log: silent,
            work: true,
          })
        : createInProcessQueue({ types, log: silent })
    opened.push(queue)
    return queue
  }

  afterEach(async () => {
    await Promise.all(opened.splice(0).map((queue) => queue.close()))
    if (adapter !== 'BullMQ') return
    const redis = new Redis(REDIS_URL ?? '')
    for (const done of prefixes.splice(0)) {
      const keys = await redis.keys(`${done}:*`)
      if (keys.length > 0) await redis.del(...keys)
    }
    redis.disconnect()
  })
  const fresh = () => {
    prefix = `vitrine-test-${randomUUID()}`
    prefixes.push(prefix)
  }

  it('runs an added job with its data, and keeps it done', async () => {
    fresh()
    const seen: unknown[] = []
    const queue = open({ greet: { run: async (data) => void seen.push(data) } })
    await queue.add('greet', { name: 'Zoé' }, { id: 'greet-1' })
    await queue.idle()
    expect(seen).toEqual([{ name: 'Zoé' }])
    expect(await queue.state('greet-1')).toMatchObject({
      name: 'greet',
      status: 'done',
      attempts: 1,
      error: null,
    })
    expect(await queue.state('never-added')).toBeUndefined()
    expect(await queue.counts()).toEqual({ waiting: 0, running: 0, done: 1, failed: 0 })
  })

  it('tries a failing job again, each wait twice the one before, then keeps it failed', async () => {
    fresh()
    const tries: number[] = []
    const queue = open({
      flaky: {
        attempts: 3,
        backoffMs: 100,
        run: async () => {
          tries.push(performance.now())
          throw new Error('SMTP server away')
        },
      },
      mended: {
        backoffMs: 10,
        run: async (_data, run) => {
          if (run.attempt === 1) throw new Error('once')
        },
      },
    })
    await queue.add('flaky', {}, { id: 'flaky-1' })
    await queue.add('mended', {}, { id: 'mended-1' })
    await queue.idle()
    expect(tries).toHaveLength(3)
    // A timer fires once its whole milliseconds have passed, which a finer clock may read as
    // a fraction less: the waits are checked to the millisecond.
    expect(tries[1]! - tries[0]!).toBeGreaterThanOrEqual(100 - 1)
    expect(tries[2]! - tries[1]!).toBeGreaterThanOrEqual(200 - 1)
    expect(await queue.state('flaky-1')).toMatchObject({
      status: 'failed',
      attempts: 3,
      error: 'SMTP server away',
    })
    expect(await queue.state('mended-1')).toMatchObject({ status: 'done', attempts: 2 })
    expect(await queue.counts()).toMatchObject({ done: 1, failed: 1 })
  })

  it('fails a job at once when no retry can mend it', async () => {
    fresh()
    let tries = 0
    const queue = open({
      hopeless: {
        run: async () => {
          tries += 1
          throw new PermanentJobError('not a video')
        },
      },
    })
    await queue.add('hopeless', {}, { id: 'hopeless-1' })
    await queue.idle()
    expect(tries).toBe(1)
    expect(await queue.state('hopeless-1')).toMatchObject({
      status: 'failed',
      error: 'not a video',
    })
  })

  it("keeps a job that fails for good for its website's staff, and only such a job", async () => {
    fresh()
    const database = await createTestDatabase('sqlite')
    try {
      const shownToStaff = (data: JobData) => ({
        websiteUid: String(data.site),
        kind: 'mail' as const,
        subject: 'to@test.example: Reçu',
      })
      const types = keptFailures(
        database.db,
        'mail',
        {
          refused: { shownToStaff, run: async () => Promise.reject(new PermanentJobError('550')) },
          away: {
            attempts: 2,
            backoffMs: 10,
            shownToStaff,
            run: async () => Promise.reject(new Error('ECONNREFUSED')),
          },
          mended: {
            backoffMs: 10,
            shownToStaff,
            run: async (_data, run) => {
              if (run.attempt === 1) throw new Error('once')
            },
          },
          unseen: { attempts: 1, run: async () => Promise.reject(new Error('log only')) },
        },
        silent,
      )
      const queue = open(types)
      for (const name of ['refused', 'away', 'mended', 'unseen']) {
        await queue.add(name, { site: 'site-a' }, { id: `${name}-1` })
      }
      await queue.idle()
      const kept = await database.db
        .selectFrom('job_failures')
        .select(['job_id', 'job_name', 'website_uid', 'queue', 'attempts', 'error', 'data'])
        .orderBy('job_id')
        .execute()
      expect(kept).toEqual([
        {
          job_id: 'away-1',
          job_name: 'away',
          website_uid: 'site-a',
          queue: 'mail',
          attempts: 2,
          error: 'ECONNREFUSED',
          data: JSON.stringify({ site: 'site-a' }),
        },
        expect.objectContaining({ job_id: 'refused-1', attempts: 1, error: '550' }),
      ])
    } finally {
      await database.drop()
    }
  })

  it('runs a job added twice with the same id once, and again only when asked', async () => {
    fresh()
    let runs = 0
    const queue = open({ count: { run: async () => void (runs += 1) } })
    await Promise.all([
      queue.add('count', {}, { id: 'same' }),
      queue.add('count', {}, { id: 'same' }),
    ])
    await queue.idle()
    await queue.add('count', {}, { id: 'same' })
    await queue.idle()
    expect(runs).toBe(1)
    await queue.add('count', {}, { id: 'same', again: true })
    await queue.idle()
    expect(runs).toBe(2)
  })

  it('reports how far a running job is', async () => {
    fresh()
    const release = gate()
    const queue = open({
      transcode: {
        run: async (_data, run) => {
          await run.reportProgress(0.4)
          await release.opened
        },
      },
    })
    await queue.add('transcode', {}, { id: 'transcode-1' })
    const running = await eventually(
      'the progress report',
      () => queue.state('transcode-1'),
      (state) => state?.progress === 0.4,
    )
    expect(running?.status).toBe('running')
    release.open()
    await queue.idle()
    expect(await queue.state('transcode-1')).toMatchObject({ status: 'done', progress: 0.4 })
  })

  it('runs a repeated job, each run knowing when the last finished one started', async () => {
    fresh()
    const runs: JobRun[] = []
    const types: JobTypes = { tick: { run: async (_data, run) => void runs.push(run) } }
    // Two workers on BullMQ; in one process, one timer.
    const queues = adapter === 'BullMQ' ? [open(types), open(types)] : [open(types)]
    await Promise.all(queues.map((queue) => queue.every('tick', 100)))
    // A run learns when the last run started once that run has finished: a repetition that
    // starts while the one before is still recording its end (a loaded machine) is told of an
    // earlier one, so that its span covers both. Never a later one, never one that did not run.
    const knowsItsPredecessor = (run: JobRun, index: number) =>
      index > 0 && run.previousRunAt === runs[index - 1]!.startedAt
    await eventually(
      'a run told of the one just before it',
      () => runs.length,
      () => runs.some(knowsItsPredecessor),
      { timeoutMs: 20_000 },
    )
    expect(runs[0]!.previousRunAt).toBeUndefined()
    const starts = runs.map((run) => run.startedAt)
    for (const [index, run] of runs.entries()) {
      if (run.previousRunAt === undefined) continue
      expect(starts.slice(0, index)).toContain(run.previousRunAt)
    }
    const told = runs.flatMap((run) => run.previousRunAt ?? [])
    expect(told).toEqual([...told].sort())
  })
})

/** What only a shared queue can do: another process takes over. */
describe.runIf(REDIS_URL)('the job queue on BullMQ, across workers', () => {
  const prefix = `vitrine-test-${randomUUID()}`
  const opened: JobQueue[] = []
  const open = (types: JobTypes) => {
    const queue = createBullQueue({
      redisUrl: REDIS_URL ?? '',
      name: 'test',
      prefix,
      types,
      log: silent,
      work: true,
      // A lock that lapses soon, checked often: the takeover happens within a second or two.
      lockDurationMs: 600,
      stalledIntervalMs: 300,
    })
    opened.push(queue)
    return queue
  }
  afterAll(async () => {
    await Promise.all(opened.map((queue) => queue.close()))
    const redis = new Redis(REDIS_URL ?? '')
    const keys = await redis.keys(`${prefix}:*`)
    if (keys.length > 0) await redis.del(...keys)
    redis.disconnect()
  })

  it('hands a job whose worker stopped mid-run to another worker, which does it once', async () => {
    const started = gate()
    const finished: string[] = []
    let starts = 0
    const first = open({
      transcode: {
        run: async () => {
          starts += 1
          started.open()
          // This worker's process dies here: it never ends the job.
          await new Promise(() => undefined)
        },
      },
    })
    await first.add('transcode', {}, { id: 'transcode-1' })
    await started.opened
    await first.close()
    const second = open({
      transcode: {
        run: async (_data, run) => {
          starts += 1
          finished.push(run.id)
        },
      },
    })
    await eventually(
      'the job done by the second worker',
      () => second.state('transcode-1'),
      (state) => state?.status === 'done',
      { timeoutMs: 15_000 },
    )
    expect(finished).toEqual(['transcode-1'])
    expect(starts).toBe(2)
  })
})
