import type { JobQueue, JobStatus, JobTypes } from '../jobs/job-queue.ts'
import { gauge, histogram } from './registry.ts'

/** The queues of this process's apps by name (media, clock): one set in production. */
const watched = new Set<{ name: string; queue: JobQueue }>()

const STATUSES: JobStatus[] = ['waiting', 'running', 'done', 'failed']

gauge({
  name: 'vitrine_jobs',
  help: 'Jobs the queue holds, by queue and status (done and failed: those kept).',
  labelNames: ['queue', 'status'],
  async collect() {
    this.reset()
    for (const { name, queue } of watched) {
      // A queue that cannot answer (Redis away) is left out rather than failing the scrape.
      const counts = await queue.counts().catch(() => null)
      if (!counts) continue
      for (const status of STATUSES) this.inc({ queue: name, status }, counts[status])
    }
  },
})

const jobDurations = histogram({
  name: 'vitrine_job_duration_seconds',
  help: 'How long one try of a job ran in this process, by queue, job and outcome.',
  labelNames: ['queue', 'job', 'outcome'],
  buckets: [0.01, 0.1, 0.5, 1, 5, 15, 60, 300, 1800],
})

/** Shows `queue`'s depth in `vitrine_jobs` until the returned function is called. */
export function watchJobQueue(name: string, queue: JobQueue): () => void {
  const entry = { name, queue }
  watched.add(entry)
  return () => {
    watched.delete(entry)
  }
}

/** The same job types, each try timed into `vitrine_job_duration_seconds`. */
export function timedJobs(queue: string, types: JobTypes): JobTypes {
  return Object.fromEntries(
    Object.entries(types).map(([job, type]) => [
      job,
      {
        ...type,
        async run(data, run) {
          const stop = jobDurations.startTimer({ queue, job })
          try {
            await type.run(data, run)
            stop({ outcome: 'done' })
          } catch (error) {
            stop({ outcome: 'failed' })
            throw error
          }
        },
      },
    ]),
  )
}
