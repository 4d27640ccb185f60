import { randomUUID } from 'node:crypto'
import type { Kysely } from 'kysely'
import type { Database } from '../db/schema.ts'
import { asPartOfRequest, requestIdInHandling } from '../http/log-request.ts'
import { errorMessage, PermanentJobError, type JobQueue, type JobType } from '../jobs/job-queue.ts'
import type { Mail, Mailer } from './mailer.ts'
import { DAY_MS } from '../lib/time-units.ts'

/** The job that hands one mail to SMTP (or to the outbox). */
export const MAIL_JOB = 'send-mail'

/** A mail job's data: the mail, and the request that sent it, named in the job's log lines. */
interface QueuedMail extends Mail {
  requestId?: string | undefined
}

/**
 * Whether SMTP refused the mail for good: a 5xx reply (no such mailbox, rejected as spam, a
 * login the server wants) says the same on every try, where a 4xx or a lost connection may
 * pass later.
 */
export function refusedForGood(error: unknown): boolean {
  const code = (error as { responseCode?: unknown } | null)?.responseCode
  return typeof code === 'number' && code >= 500 && code < 600
}

/** Sent mails are remembered this long: far past the longest a job waits for its retries. */
const SENT_KEPT_MS = 7 * DAY_MS

/**
 * Sends the mail the job holds through `transport`, tried 5 times over about half a minute
 * when SMTP cannot take it, once when it refuses it for good (a 5xx reply). A mail that could
 * not be sent is shown to its website's staff, who may send it again. The job's id is written
 * to `sent_mails` once the mail is handed over, and a run that finds it there sends nothing: a
 * job run twice (its worker killed before it could report) sends its mail once. Only a worker killed between the hand-over and that write can
 * still send it twice.
 */
export function mailJob(db: Kysely<Database>, transport: Mailer): JobType {
  return {
    attempts: 5,
    backoffMs: 2000,
    shownToStaff: (data) => {
      const mail = data as unknown as QueuedMail
      return { websiteUid: mail.websiteUid, kind: 'mail', subject: `${mail.to}: ${mail.subject}` }
    },
    async run(data, run) {
      const sent = await db
        .selectFrom('sent_mails')
        .select('job_id')
        .where('job_id', '=', run.id)
        .executeTakeFirst()
      if (sent) return
      const { requestId, ...mail } = data as unknown as QueuedMail
      try {
        await asPartOfRequest(requestId, () => transport.send(mail))
      } catch (error) {
        throw refusedForGood(error) ? new PermanentJobError(errorMessage(error)) : error
      }
      const now = new Date()
      await db
        .insertInto('sent_mails')
        .values({ job_id: run.id, sent_at: now.toISOString() })
        .execute()
      const forgotten = new Date(now.getTime() - SENT_KEPT_MS).toISOString()
      await db.deleteFrom('sent_mails').where('sent_at', '<', forgotten).execute()
    },
  }
}

/**
 * The mailer the server's modules are given: `send` adds a mail job and returns, so an answer
 * never waits on SMTP, and a mail SMTP refuses is tried again rather than lost. Without Redis
 * the job runs in this process; with it, on any worker.
 */
export function queuedMailer(queue: JobQueue): Mailer {
  return {
    async send(mail) {
      const queued: QueuedMail = { ...mail, requestId: requestIdInHandling() }
      await queue.add(MAIL_JOB, { ...queued }, { id: `mail-${randomUUID()}` })
    },
    close() {},
  }
}
