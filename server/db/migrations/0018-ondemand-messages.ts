import type { Kysely } from 'kysely'

/**
 * The staff decide on-demand requests in the back office and may write a word to the requester
 * beside their decision: it is mailed with it and kept on the requested item (empty when none,
 * as for every decision taken before, or from the command line).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('ondemand_request_items')
    .addColumn('message', 'text', (c) => c.notNull().defaultTo(''))
    .execute()
}
