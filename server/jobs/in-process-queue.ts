import {
  DEFAULT_ATTEMPTS,
  PermanentJobError,
  backoffDelay,
  errorMessage,
  type JobData,
  type JobLog,
  type JobQueue,
  type JobState,
  type JobTypes,
} from './job-queue.ts'

/** Finished jobs kept for `state` and for ids added again; the oldest are forgotten past it. */
const FINISHED_KEPT = 1000

interface Entry extends JobState {
  data: JobData
}

/**
 * The job queue of one process, without Redis: the quick start's. Jobs run here `concurrency`
 * at a time, in the order added, retried with backoff as BullMQ would. Nothing survives the
 * process: what must (an import) keeps its state in the database and is added again at start.
 * A repeated job is a timer of this process.
 */
export function createInProcessQueue(options: {
  types: JobTypes
  log: JobLog
  concurrency?: number
}): JobQueue {
  const { types, log, concurrency = 1 } = options
  const entries = new Map<string, Entry>()
  const waiting: string[] = []
  const timers = new Set<NodeJS.Timeout>()
  let running = 0
  let delayed = 0
  let closed = false
  let idleWaiters: (() => void)[] = []

  const typeOf = (name: string) => {
    const type = types[name]
    if (!type) throw new Error(`No job type "${name}"`)
    return type
  }

  function settle(): void {
    if (running > 0 || delayed > 0 || waiting.length > 0) return
    for (const resolve of idleWaiters) resolve()
    idleWaiters = []
  }

  function forgetOldFinished(): void {
    let finished = [...entries].filter(([, entry]) => ['done', 'failed'].includes(entry.status))
    while (finished.length > FINISHED_KEPT) {
      entries.delete(finished[0]![0])
      finished = finished.slice(1)
    }
  }

  async function runOne(id: string): Promise<void> {
    const entry = entries.get(id)!
    const type = typeOf(entry.name)
    const attempts = type.attempts ?? DEFAULT_ATTEMPTS
    entry.status = 'running'
    entry.attempts += 1
    const attempt = entry.attempts
    try {
      await type.run(entry.data, {
        id,
        attempt,
        lastAttempt: attempt >= attempts,
        startedAt: new Date().toISOString(),
        previousRunAt: undefined,
        reportProgress: async (fraction) => {
          entry.progress = fraction
        },
      })
      Object.assign(entry, { status: 'done', error: null })
      forgetOldFinished()
    } catch (error) {
      entry.error = errorMessage(error)
      if (error instanceof PermanentJobError || attempt >= attempts || closed) {
        entry.status = 'failed'
        if (!(error instanceof PermanentJobError)) log.error({ err: error, job: id }, 'job failed')
        forgetOldFinished()
        return
      }
      entry.status = 'waiting'
      delayed += 1
      const timer = setTimeout(
        () => {
          timers.delete(timer)
          delayed -= 1
          waiting.push(id)
          pump()
        },
        backoffDelay(type, attempt),
      )
      timers.add(timer)
    }
  }

  function pump(): void {
    while (!closed && running < concurrency && waiting.length > 0) {
      const id = waiting.shift()!
      running += 1
      void runOne(id).finally(() => {
        running -= 1
        pump()
      })
    }
    settle()
  }

  return {
    async add(name, data, { id, again = false }) {
      typeOf(name)
      const known = entries.get(id)
      const finished = known && ['done', 'failed'].includes(known.status)
      if (known && !(again && finished)) return
      entries.delete(id)
      entries.set(id, { name, data, status: 'waiting', progress: 0, attempts: 0, error: null })
      waiting.push(id)
      pump()
    },
    async every(name, intervalMs) {
      const type = typeOf(name)
      let previousRunAt: string | undefined
      let busy = false
      const timer = setInterval(() => {
        if (busy || closed) return
        busy = true
        const startedAt = new Date().toISOString()
        const run = { id: name, attempt: 1, lastAttempt: true, startedAt, previousRunAt }
        type
          .run({}, { ...run, reportProgress: async () => undefined })
          .then(() => {
            previousRunAt = startedAt
          })
          .catch((error: unknown) => log.warn({ err: error, job: name }, 'repeated job failed'))
          .finally(() => {
            busy = false
          })
      }, intervalMs)
      timer.unref()
      timers.add(timer)
    },
    async state(id) {
      const entry = entries.get(id)
      if (!entry) return undefined
      const { name, status, progress, attempts, error } = entry
      return { name, status, progress, attempts, error }
    },
    async counts() {
      const counts = { waiting: 0, running: 0, done: 0, failed: 0 }
      for (const entry of entries.values()) counts[entry.status] += 1
      return counts
    },
    idle() {
      return new Promise((resolve) => {
        idleWaiters.push(resolve)
        settle()
      })
    },
    async close() {
      closed = true
      for (const timer of timers) clearTimeout(timer)
      timers.clear()
      delayed = 0
      waiting.length = 0
      settle()
    },
  }
}
