import { Queue, UnrecoverableError, Worker, type Job } from 'bullmq'
import { Redis } from 'ioredis'
import { within } from '../lib/within.ts'
import {
  DEFAULT_ATTEMPTS,
  DEFAULT_BACKOFF_MS,
  PermanentJobError,
  type JobData,
  type JobLog,
  type JobQueue,
  type JobStatus,
  type JobTypes,
} from './job-queue.ts'

/** How a BullMQ queue is reached and worked. */
export interface BullQueueOptions {
  redisUrl: string
  /** The queue's name: one per kind of work (media, clock), each with its own workers. */
  name: string
  /** Prefix of every Redis key: tests give each queue its own. */
  prefix: string
  types: JobTypes
  log: JobLog
  /** Whether this process works the queue's jobs, or only adds them. */
  work: boolean
  /** Jobs one worker runs at once. */
  concurrency?: number
  /** How long a worker's hold on a job lasts unless renewed (BullMQ's lockDuration). */
  lockDurationMs?: number
  /** How often workers look for jobs whose worker stopped (BullMQ's stalledInterval). */
  stalledIntervalMs?: number
}

/** Kept for staff and metrics, then forgotten. */
const KEEP_DONE = { age: 24 * 3600, count: 1000 }
const KEEP_FAILED = { age: 30 * 24 * 3600, count: 5000 }
/** Redis errors are logged at most this often: a Redis away fails every reconnection. */
const REDIS_LOG_EVERY_MS = 60_000
/** How long adding a job may wait for Redis: BullMQ waits for a connection without end. */
const ADD_TIMEOUT_MS = 5000
/** How often `idle` asks Redis whether jobs are left. */
const IDLE_POLL_MS = 25

const STATUS: Record<string, JobStatus> = {
  completed: 'done',
  failed: 'failed',
  active: 'running',
}

/**
 * The job queue on Redis through BullMQ, for several processes: any of them adds, every worker
 * (`npm run worker`, and web processes unless JOBS=enqueue-only) runs. A job whose worker died
 * keeps its lock only `lockDurationMs`: another worker's stalled check then runs it again. A
 * repeated job is a BullMQ job scheduler: each repetition runs on one worker.
 */
export function createBullQueue(options: BullQueueOptions): JobQueue {
  const { redisUrl, name, prefix, types, log, work } = options
  let loggedAt = 0
  const redisError = (error: unknown) => {
    if (Date.now() - loggedAt < REDIS_LOG_EVERY_MS) return
    loggedAt = Date.now()
    log.warn({ err: error, queue: name }, 'the job queue cannot reach Redis')
  }
  // One try per command: adding a job while Redis is away fails instead of hanging a request.
  const producer = new Redis(redisUrl, { maxRetriesPerRequest: 1 })
  producer.on('error', redisError)
  const queue = new Queue(name, { connection: producer, prefix })
  queue.on('error', redisError)
  const lastRunKey = (jobName: string) => `${prefix}:${name}:last-run:${jobName}`

  async function process(job: Job<JobData>): Promise<void> {
    const type = types[job.name]
    if (!type) throw new UnrecoverableError(`No job type "${job.name}"`)
    const attempt = job.attemptsMade + 1
    const startedAt = new Date().toISOString()
    const repeated = Boolean(job.repeatJobKey)
    try {
      await type.run(job.data, {
        id: job.id ?? '',
        attempt,
        lastAttempt: attempt >= (job.opts.attempts ?? 1),
        startedAt,
        previousRunAt: repeated
          ? ((await producer.get(lastRunKey(job.name))) ?? undefined)
          : undefined,
        reportProgress: (fraction) => job.updateProgress(fraction),
      })
    } catch (error) {
      if (error instanceof PermanentJobError) throw new UnrecoverableError(error.message)
      throw error
    }
    if (repeated) await producer.set(lastRunKey(job.name), startedAt)
  }

  let worker: Worker | undefined
  let workerConnection: Redis | undefined
  if (work) {
    // A worker waits on Redis for jobs: its commands must never give up (BullMQ requires it).
    workerConnection = new Redis(redisUrl, { maxRetriesPerRequest: null })
    workerConnection.on('error', redisError)
    worker = new Worker(name, process, {
      connection: workerConnection,
      prefix,
      concurrency: options.concurrency ?? 1,
      ...(options.lockDurationMs ? { lockDuration: options.lockDurationMs } : {}),
      ...(options.stalledIntervalMs ? { stalledInterval: options.stalledIntervalMs } : {}),
    })
    worker.on('error', redisError)
    worker.on('failed', (job, error) => {
      if (
        job &&
        !(error instanceof UnrecoverableError) &&
        job.attemptsMade >= (job.opts.attempts ?? 1)
      )
        log.error({ err: error, job: job.id, queue: name }, 'job failed')
    })
  }

  /** Whether a job is waiting, running or waiting its retry, read in one call (one Lua script). */
  async function busy(): Promise<boolean> {
    const ids = await queue.getRanges(
      ['waiting', 'active', 'prioritized', 'waiting-children', 'delayed'],
      0,
      -1,
    )
    // A repetition always waits as a delayed job: it makes no queue busy.
    return ids.some((id) => !id.startsWith('repeat:'))
  }

  return {
    async add(jobName, data, { id, again = false }) {
      const type = types[jobName]
      if (!type) throw new Error(`No job type "${jobName}"`)
      const adding = async () => {
        if (again) {
          const known = await queue.getJob(id)
          if (known && ['completed', 'failed'].includes(await known.getState())) {
            await known.remove()
          }
        }
        await queue.add(jobName, data, {
          jobId: id,
          attempts: type.attempts ?? DEFAULT_ATTEMPTS,
          backoff: { type: 'exponential', delay: type.backoffMs ?? DEFAULT_BACKOFF_MS },
          removeOnComplete: KEEP_DONE,
          removeOnFail: KEEP_FAILED,
        })
      }
      await within(
        adding(),
        ADD_TIMEOUT_MS,
        `job ${id} not added: Redis did not answer in ${ADD_TIMEOUT_MS} ms`,
      )
    },
    async every(jobName, intervalMs) {
      if (!types[jobName]) throw new Error(`No job type "${jobName}"`)
      const declared = queue.upsertJobScheduler(
        jobName,
        { every: intervalMs },
        {
          name: jobName,
          data: {},
          opts: { attempts: 1, removeOnComplete: true, removeOnFail: 100 },
        },
      )
      await within(
        declared,
        ADD_TIMEOUT_MS,
        `repeated job ${jobName} not declared: Redis did not answer in ${ADD_TIMEOUT_MS} ms`,
      )
    },
    async state(id) {
      const job = await queue.getJob(id)
      if (!job) return undefined
      const state = await job.getState()
      return {
        name: job.name,
        status: STATUS[state] ?? 'waiting',
        progress: typeof job.progress === 'number' ? job.progress : 0,
        attempts: job.attemptsStarted,
        error: job.failedReason || null,
      }
    },
    async counts() {
      const counts = await queue.getJobCounts(
        'waiting',
        'prioritized',
        'delayed',
        'active',
        'completed',
        'failed',
      )
      // A repetition always waits as a delayed job: it is not a job waiting to be run.
      const repetitions = await queue.getJobSchedulersCount()
      return {
        waiting:
          (counts.waiting ?? 0) +
          (counts.prioritized ?? 0) +
          Math.max(0, (counts.delayed ?? 0) - repetitions),
        running: counts.active ?? 0,
        done: counts.completed ?? 0,
        failed: counts.failed ?? 0,
      }
    },
    async idle() {
      while (await busy()) await new Promise((resolve) => setTimeout(resolve, IDLE_POLL_MS))
    },
    async close() {
      // Without waiting for a job running: its lock lapses and another worker takes it over.
      await worker?.close(true)
      await queue.close()
      workerConnection?.disconnect()
      producer.disconnect()
    },
  }
}
