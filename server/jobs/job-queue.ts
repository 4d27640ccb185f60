import type { JobFailureKind } from '../../contract/values/admin-job-failures.ts'

/**
 * A queue of background jobs (transcodes, mails, scheduled publishing): added by name with an id that
 * makes adding twice harmless, retried with exponential backoff, failures kept. Two adapters
 * hold it: in this process (in-process-queue.ts) and BullMQ on Redis (bullmq-queue.ts); the job
 * functions are the same for both.
 */

/** What a job's function is given beside its data. */
export interface JobRun {
  id: string
  /** 1 on the first try, 2 on the first retry… */
  attempt: number
  /** Whether no retry follows a failure of this try. */
  lastAttempt: boolean
  /** When this try started (ISO, UTC). */
  startedAt: string
  /** For a repeated job: when its last successful run started; undefined before the first. */
  previousRunAt: string | undefined
  /** Records how far the job is, from 0 to 1. */
  reportProgress(fraction: number): Promise<void>
}

/** What a website's staff are shown of a job that failed for good (job-failures.ts). */
export interface FailureShown {
  websiteUid: string
  kind: JobFailureKind
  /** What it was about, in a line: a mail's recipient and subject, a thumbnail's owner. */
  subject: string
}

/** A kind of job: its function, and how often a failure is tried again. */
export interface JobType {
  run(data: JobData, run: JobRun): Promise<void>
  /**
   * The website whose staff see this job if it fails for good, and how; a job without it (or
   * that returns undefined) fails in the log and the metrics only.
   */
  shownToStaff?(data: JobData): FailureShown | undefined
  /** Tries in all, the first included (3 by default). */
  attempts?: number
  /** The wait before the first retry; each next one waits twice as long (1 s by default). */
  backoffMs?: number
}

export type JobData = Record<string, unknown>
export type JobTypes = Readonly<Record<string, JobType>>

export const DEFAULT_ATTEMPTS = 3
export const DEFAULT_BACKOFF_MS = 1000

/** The wait before try `attempt + 1` after try `attempt` failed. */
export const backoffDelay = (type: JobType, attempt: number): number =>
  (type.backoffMs ?? DEFAULT_BACKOFF_MS) * 2 ** (attempt - 1)

/** A failure that no retry can mend (a file that is no video): the job fails at once. */
export class PermanentJobError extends Error {}

export interface AddOptions {
  /** The job's id: a job added with the id of one waiting, running or kept is not added again. */
  id: string
  /** Adds it again when the job of this id has finished, done or failed (a retry by staff). */
  again?: boolean
}

export type JobStatus = 'waiting' | 'running' | 'done' | 'failed'

/** Where a job stands, as the queue keeps it. */
export interface JobState {
  name: string
  status: JobStatus
  progress: number
  /** Tries started so far. */
  attempts: number
  /** Why its last try failed. */
  error: string | null
}

export interface JobQueue {
  add(name: string, data: JobData, options: AddOptions): Promise<void>
  /** Runs the job `name` every `intervalMs`, by one worker at a time. */
  every(name: string, intervalMs: number): Promise<void>
  state(id: string): Promise<JobState | undefined>
  /** How many jobs stand in each status (repetitions aside): the queue's depth, its failures. */
  counts(): Promise<Record<JobStatus, number>>
  /** Resolves once no job is waiting or running (repetitions aside): tests, shutdown. */
  idle(): Promise<void>
  /** Stops taking jobs; a job running is left to finish (in-process) or to another worker. */
  close(): Promise<void>
}

/** What the queues log: a failure of Redis, of a job. */
export interface JobLog {
  warn(object: object, message: string): void
  error(object: object, message: string): void
}

export const errorMessage = (error: unknown): string =>
  error instanceof Error ? error.message : String(error)
