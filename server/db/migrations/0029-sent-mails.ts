import type { Kysely } from 'kysely'

/**
 * Mails are sent by a job (server/mail/mail-job.ts). The job writes its id here once the mail
 * is handed to SMTP, so a job run a second time (a worker killed before it could report) does
 * not send it again. Rows older than a week are dropped by the job itself.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('sent_mails')
    .addColumn('job_id', 'text', (c) => c.primaryKey())
    .addColumn('sent_at', 'text', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('sent_mails_sent_at').on('sent_mails').column('sent_at').execute()
}
