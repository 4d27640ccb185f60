import { createHash } from 'node:crypto'
import type { Kysely, Selectable } from 'kysely'
import type { CheckoutKeyTable, Database } from '../../../db/schema.ts'

/*
 * A buyer's Idempotency-Key on a checkout: the first request with it claims it for the order it
 * opens, and the same request sent again answers that order. A key is one buyer's: another
 * buyer's same key is another checkout.
 */

type Db = Kysely<Database>

/** The key a request sent, and what it asked for. */
export interface CheckoutKey {
  value: string
  /** The route's kind of checkout and its body, hashed: the key is for that request only. */
  fingerprint: string
}

export type ClaimedCheckoutKey = Selectable<CheckoutKeyTable>

/** The same JSON for the same value, whatever the order of its keys. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`
  if (typeof value === 'object' && value !== null) {
    const entries = Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    return `{${entries.map(([key, inner]) => `${JSON.stringify(key)}:${canonicalJson(inner)}`).join(',')}}`
  }
  return JSON.stringify(value) ?? 'null'
}

/** The key of a request, or null when it sent none. */
export function checkoutKeyOf(
  header: string | undefined,
  kind: 'checkout' | 'donation',
  body: unknown,
): CheckoutKey | null {
  if (header === undefined) return null
  const fingerprint = createHash('sha256').update(kind).update(canonicalJson(body)).digest('hex')
  return { value: header, fingerprint }
}

export function findCheckoutKey(db: Db, websiteUid: string, userUid: string, key: string) {
  return db
    .selectFrom('checkout_keys')
    .selectAll()
    .where('website_uid', '=', websiteUid)
    .where('user_uid', '=', userUid)
    .where('key', '=', key)
    .executeTakeFirst()
}

/**
 * Claims a key for an order, in the transaction that stores the order; false when another request
 * holds it already (on PostgreSQL, once that request's transaction has ended).
 */
export async function claimCheckoutKey(
  trx: Db,
  row: Omit<ClaimedCheckoutKey, 'checkout_url'>,
): Promise<boolean> {
  const result = await trx
    .insertInto('checkout_keys')
    .values(row)
    .onConflict((conflict) => conflict.columns(['website_uid', 'user_uid', 'key']).doNothing())
    .executeTakeFirst()
  return (result.numInsertedOrUpdatedRows ?? 0n) > 0n
}

/** Keeps where the buyer pays, so a request sent again answers it without asking the provider. */
export async function keepCheckoutUrl(db: Db, claimed: ClaimedCheckoutKey, url: string) {
  await db
    .updateTable('checkout_keys')
    .set({ checkout_url: url })
    .where('website_uid', '=', claimed.website_uid)
    .where('user_uid', '=', claimed.user_uid)
    .where('key', '=', claimed.key)
    .execute()
}

/** Forgets the keys claimed before `before` (ISO); answers how many. */
export async function deleteCheckoutKeysBefore(db: Db, before: string): Promise<number> {
  const result = await db
    .deleteFrom('checkout_keys')
    .where('created_at', '<', before)
    .executeTakeFirst()
  return Number(result.numDeletedRows)
}
