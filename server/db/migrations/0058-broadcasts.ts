import type { Kysely } from 'kysely'

/**
 * Mail to segments (issue 46 part 4): a broadcast is written by staff (French, English
 * optional) for a segment of customers, sent now or at `send_at`. Its recipients are frozen in
 * `broadcast_recipients` when it starts, one row per customer with its state, so the job that
 * sends it claims rows and marks each sent as SMTP accepts it, and a job run again after a
 * worker died goes on where it stopped. Each website sets how many mails a second go out.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('broadcasts')
    .addColumn('uid', 'text', (c) => c.primaryKey())
    .addColumn('website_uid', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('subject_en', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('body_en', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('segment', 'text', (c) => c.notNull())
    .addColumn('item_uid', 'text')
    .addColumn('category_uid', 'text')
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('send_at', 'text')
    .addColumn('staff_user_uid', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('started_at', 'text')
    .addColumn('finished_at', 'text')
    .addColumn('heartbeat_at', 'text')
    .execute()
  await db.schema
    .createIndex('broadcasts_website')
    .on('broadcasts')
    .columns(['website_uid', 'created_at'])
    .execute()
  await db.schema
    .createIndex('broadcasts_status')
    .on('broadcasts')
    .columns(['status', 'send_at'])
    .execute()
  await db.schema
    .createTable('broadcast_recipients')
    .addColumn('broadcast_uid', 'text', (c) => c.notNull())
    .addColumn('user_uid', 'text', (c) => c.notNull())
    .addColumn('website_uid', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('claim', 'text')
    .addColumn('sent_at', 'text')
    .addColumn('unsubscribed_at', 'text')
    .addColumn('error', 'text')
    .addPrimaryKeyConstraint('broadcast_recipients_pk', ['broadcast_uid', 'user_uid'])
    .execute()
  await db.schema
    .createIndex('broadcast_recipients_status')
    .on('broadcast_recipients')
    .columns(['broadcast_uid', 'status', 'user_uid'])
    .execute()
  await db.schema
    .alterTable('websites')
    .addColumn('broadcast_rate_per_second', 'integer', (c) => c.notNull().defaultTo(20))
    .execute()
}
