import type { Kysely } from 'kysely'

/**
 * The language of the screen an on-demand request was sent from: the requester is mailed the
 * staff's decision in it. Requests made before were sent from French screens as far as we know.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('ondemand_requests')
    .addColumn('language', 'text', (column) => column.notNull().defaultTo('fr'))
    .execute()
}
