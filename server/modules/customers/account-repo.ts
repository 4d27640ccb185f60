import type { Kysely } from 'kysely'
import type { Dialect } from '../../db/connect.ts'
import type { Database } from '../../db/schema.ts'

type Db = Kysely<Database>

function customerAccount(db: Db, websiteUid: string, userUid: string) {
  return db
    .selectFrom('users')
    .select(['uid', 'email', 'blocked_at'])
    .where('website_uid', '=', websiteUid)
    .where('uid', '=', userUid)
    .where('staff_role', 'is', null)
}

/** A customer's account (not staff) of the website; undefined when unknown. */
export function findCustomerAccount(db: Db, websiteUid: string, userUid: string) {
  return customerAccount(db, websiteUid, userUid).executeTakeFirst()
}

/**
 * The same, locked for the rest of the transaction on PostgreSQL (SQLite's write transactions
 * already run one at a time).
 */
export function lockCustomerAccount(
  trx: Db,
  dialect: Dialect,
  websiteUid: string,
  userUid: string,
) {
  const query = customerAccount(trx, websiteUid, userUid)
  return (dialect === 'postgres' ? query.forUpdate() : query).executeTakeFirst()
}

/** Blocks the account from `blockedAt` on, or lets it sign in again with null. */
export async function setBlockedAt(
  trx: Db,
  websiteUid: string,
  userUid: string,
  blockedAt: string | null,
): Promise<void> {
  await trx
    .updateTable('users')
    .set({ blocked_at: blockedAt })
    .where('website_uid', '=', websiteUid)
    .where('uid', '=', userUid)
    .execute()
}
