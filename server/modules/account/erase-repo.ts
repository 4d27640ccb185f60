import type { Kysely } from 'kysely'
import type { Database } from '../../db/schema.ts'

type Db = Kysely<Database>

/** The address an erased account is left with: unique, unusable, naming nobody. */
export function erasedEmail(userUid: string): string {
  return `erased-${userUid.toLowerCase()}@erased.invalid`
}

/** Whether the user holds a subscription that would renew (Stripe keeps charging it otherwise). */
export async function hasRenewingSubscription(
  db: Db,
  websiteUid: string,
  userUid: string,
  now: Date,
): Promise<boolean> {
  const row = await db
    .selectFrom('subscriptions')
    .select('uid')
    .where('website_uid', '=', websiteUid)
    .where('user_uid', '=', userUid)
    .where('status', 'in', ['active', 'trialing', 'past_due'])
    .where('canceled_at', 'is', null)
    .where('current_period_end', '>', now.toISOString())
    .executeTakeFirst()
  return row !== undefined
}

/**
 * Removes the user's personal data in one transaction (the caller's): the row stays, since
 * orders, purchases and refunds point at it for the accounting, but names nobody any more.
 * Staff are never erased: false, nothing done, when the account has a staff role, even one
 * given since the caller looked (the update waits for, then reads, the row as it is now).
 */
export async function eraseUser(
  trx: Db,
  websiteUid: string,
  user: { uid: string; email: string },
  now: Date,
): Promise<boolean> {
  const mine = { website_uid: websiteUid, user_uid: user.uid }
  const at = now.toISOString()
  const erased = await trx
    .updateTable('users')
    .set({
      email: erasedEmail(user.uid),
      first_name: '',
      last_name: '',
      // No scrypt hash matches an empty one: nobody can sign in with it.
      password_hash: '',
      custom_fields: '{}',
    })
    .where('website_uid', '=', websiteUid)
    .where('uid', '=', user.uid)
    .where('staff_role', 'is', null)
    .executeTakeFirst()
  if (Number(erased.numUpdatedRows) === 0) return false
  for (const table of ['list_items', 'playback_positions'] as const) {
    await trx
      .deleteFrom(table)
      .where('website_uid', '=', mine.website_uid)
      .where('user_uid', '=', mine.user_uid)
      .execute()
  }
  // Events and plays feed the site's analytics: they keep counting, naming nobody.
  for (const table of ['viewer_events', 'plays'] as const) {
    await trx
      .updateTable(table)
      .set({ user_uid: null })
      .where('website_uid', '=', mine.website_uid)
      .where('user_uid', '=', mine.user_uid)
      .execute()
  }
  // What the customer wrote is theirs; the amounts stay for the accounting.
  await trx
    .updateTable('orders')
    .set({ message: null })
    .where('website_uid', '=', websiteUid)
    .where('user_uid', '=', user.uid)
    .execute()
  await trx
    .updateTable('donations')
    .set({ message: '' })
    .where('website_uid', '=', websiteUid)
    .where('user_uid', '=', user.uid)
    .execute()
  await trx
    .deleteFrom('contact_messages')
    .where('website_uid', '=', websiteUid)
    .where('email', '=', user.email)
    .execute()
  await trx
    .updateTable('auth_tokens')
    .set({ revoked_at: at })
    .where('website_uid', '=', websiteUid)
    .where('user_uid', '=', user.uid)
    .where('revoked_at', 'is', null)
    .execute()
  await trx
    .updateTable('password_resets')
    .set({ used_at: at })
    .where('website_uid', '=', websiteUid)
    .where('user_uid', '=', user.uid)
    .where('used_at', 'is', null)
    .execute()
  // The addresses an e-mail change was waiting for are personal data too.
  await trx
    .deleteFrom('email_changes')
    .where('website_uid', '=', websiteUid)
    .where('user_uid', '=', user.uid)
    .execute()
  return true
}
