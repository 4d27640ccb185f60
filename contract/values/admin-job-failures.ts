/**
 * Background work that failed for good (its last try, or a failure no retry could mend), as
 * plain values: the back office names the kinds in its language.
 */

/** What the work was: a mail to send, a thumbnail to resize ahead. */
export const JOB_FAILURE_KINDS = ['mail', 'thumbnail'] as const
export type JobFailureKind = (typeof JOB_FAILURE_KINDS)[number]

/** How many days a failure stays on the list; the queue forgets the job's data as long after. */
export const JOB_FAILURE_KEEP_DAYS = 30

/** The fields the list may be sorted by. */
export const JOB_FAILURE_SORTS = ['failed_at', 'kind'] as const

/** Where a failed job stands: waiting for staff to run it again, or run again already. */
export const JOB_FAILURE_STATES = ['waiting', 'retried'] as const
export type JobFailureState = (typeof JOB_FAILURE_STATES)[number]
