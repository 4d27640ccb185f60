import type { Kysely } from 'kysely'

/**
 * Jobs of a website that failed for good (a mail SMTP refused, a thumbnail that could not be
 * resized), kept for its staff: the back office lists them and runs one again. One row per job
 * id: a job that fails again after a retry updates its row.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('job_failures')
    .addColumn('uid', 'text', (c) => c.primaryKey())
    .addColumn('website_uid', 'text', (c) => c.notNull())
    .addColumn('queue', 'text', (c) => c.notNull())
    .addColumn('job_name', 'text', (c) => c.notNull())
    .addColumn('job_id', 'text', (c) => c.notNull().unique())
    .addColumn('data', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('error', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull())
    .addColumn('failed_at', 'text', (c) => c.notNull())
    .addColumn('retried_at', 'text')
    .execute()
  await db.schema
    .createIndex('job_failures_website_failed_at')
    .on('job_failures')
    .columns(['website_uid', 'failed_at'])
    .execute()
}
