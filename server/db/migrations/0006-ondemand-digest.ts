import { sql, type Kysely } from 'kysely'

/**
 * On-demand requests: one open request per customer and item, and staff told of new requests
 * in digests. `staff_mailed_at` says when a request went out in a digest; the requests made
 * before were mailed one by one as they came. Of the open duplicates the old rules let in, one
 * is kept.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('ondemand_requests').addColumn('staff_mailed_at', 'text').execute()
  await sql`UPDATE ondemand_requests SET staff_mailed_at = created_at`.execute(db)
  await sql`
    DELETE FROM ondemand_request_items
    WHERE status = 'pending' AND EXISTS (
      SELECT 1 FROM ondemand_request_items AS kept
      WHERE kept.website_uid = ondemand_request_items.website_uid
        AND kept.user_uid = ondemand_request_items.user_uid
        AND kept.item_uid = ondemand_request_items.item_uid
        AND kept.status = 'pending'
        AND kept.request_uid < ondemand_request_items.request_uid
    )`.execute(db)
  await sql`
    DELETE FROM ondemand_requests
    WHERE NOT EXISTS (
      SELECT 1 FROM ondemand_request_items WHERE request_uid = ondemand_requests.uid
    )`.execute(db)
  await sql`
    CREATE UNIQUE INDEX ondemand_request_items_open
    ON ondemand_request_items (website_uid, user_uid, item_uid)
    WHERE status = 'pending'`.execute(db)
  await db.schema
    .createIndex('ondemand_requests_staff_mailed')
    .on('ondemand_requests')
    .columns(['website_uid', 'staff_mailed_at'])
    .execute()
}
