import { sql, type Kysely } from 'kysely'
import { containing } from '../../db/like-pattern.ts'
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
 * The uids of the user's records the audit log may name them by, read before they go: their
 * account, their access grants, the invitations sent to their address, and their on-demand
 * requests (whose entries are `{request}.{item}`).
 */
export async function erasedRecordsOf(
  db: Db,
  websiteUid: string,
  user: { uid: string; email: string },
): Promise<{ uids: string[]; prefixes: string[] }> {
  const [grants, invitations, requests] = await Promise.all([
    db
      .selectFrom('access_grants')
      .select('uid')
      .where('website_uid', '=', websiteUid)
      .where('user_uid', '=', user.uid)
      .execute(),
    db
      .selectFrom('invitations')
      .select('uid')
      .where('website_uid', '=', websiteUid)
      .where('email', '=', user.email)
      .execute(),
    db
      .selectFrom('ondemand_requests')
      .select('uid')
      .where('website_uid', '=', websiteUid)
      .where('user_uid', '=', user.uid)
      .execute(),
  ])
  return {
    uids: [user.uid, ...grants.map((row) => row.uid), ...invitations.map((row) => row.uid)],
    prefixes: requests.map((row) => `${row.uid}.`),
  }
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
  const erased = await trx
    .updateTable('users')
    .set({
      email: erasedEmail(user.uid),
      first_name: '',
      last_name: '',
      // No scrypt hash matches an empty one: nobody can sign in with it.
      password_hash: '',
      custom_fields: '{}',
      marketing_consent_at: null,
    })
    .where('website_uid', '=', websiteUid)
    .where('uid', '=', user.uid)
    .where('staff_role', 'is', null)
    .executeTakeFirst()
  if (Number(erased.numUpdatedRows) === 0) return false
  await forgetActivity(trx, websiteUid, user.uid)
  await forgetWritings(trx, websiteUid, user)
  await forgetSignIns(trx, websiteUid, user.uid, now.toISOString())
  return true
}

/** What they watched, listed and asked for goes; what the analytics counts names nobody. */
async function forgetActivity(trx: Db, websiteUid: string, userUid: string): Promise<void> {
  const tables = [
    'list_items',
    'playback_positions',
    'ondemand_request_items',
    'checkout_reminders',
  ] as const
  for (const table of tables) {
    await trx
      .deleteFrom(table)
      .where('website_uid', '=', websiteUid)
      .where('user_uid', '=', userUid)
      .execute()
  }
  await trx
    .deleteFrom('ondemand_requests')
    .where('website_uid', '=', websiteUid)
    .where('user_uid', '=', userUid)
    .execute()
  // Events and plays feed the site's analytics: they keep counting, naming nobody.
  for (const table of ['viewer_events', 'plays'] as const) {
    await trx
      .updateTable(table)
      .set({ user_uid: null })
      .where('website_uid', '=', websiteUid)
      .where('user_uid', '=', userUid)
      .execute()
  }
}

/**
 * What they wrote, and what was written to or about them, goes; the amounts stay for the
 * accounting. A mail to them that failed for good is not to be sent again.
 */
async function forgetWritings(
  trx: Db,
  websiteUid: string,
  user: { uid: string; email: string },
): Promise<void> {
  await trx
    .updateTable('orders')
    .set({ message: null })
    .where('website_uid', '=', websiteUid)
    .where('user_uid', '=', user.uid)
    .execute()
  for (const [table, column] of [
    ['donations', 'message'],
    ['access_grants', 'note'],
  ] as const) {
    await trx
      .updateTable(table)
      .set({ [column]: '' })
      .where('website_uid', '=', websiteUid)
      .where('user_uid', '=', user.uid)
      .execute()
  }
  for (const table of ['contact_messages', 'invitations'] as const) {
    await trx
      .deleteFrom(table)
      .where('website_uid', '=', websiteUid)
      .where('email', '=', user.email)
      .execute()
  }
  const address = containing(user.email)
  await trx
    .deleteFrom('job_failures')
    .where('website_uid', '=', websiteUid)
    .where((eb) =>
      eb.or([
        sql<boolean>`lower(data) like ${address} escape '\\'`,
        sql<boolean>`lower(subject) like ${address} escape '\\'`,
      ]),
    )
    .execute()
}

/** Every device is signed out and forgotten; no reset or e-mail change link works. */
async function forgetSignIns(trx: Db, websiteUid: string, userUid: string, at: string) {
  await trx
    .updateTable('auth_tokens')
    .set((eb) => ({ revoked_at: eb.fn.coalesce('revoked_at', eb.val(at)), user_agent: null }))
    .where('website_uid', '=', websiteUid)
    .where('user_uid', '=', userUid)
    .execute()
  await trx
    .updateTable('password_resets')
    .set({ used_at: at })
    .where('website_uid', '=', websiteUid)
    .where('user_uid', '=', userUid)
    .where('used_at', 'is', null)
    .execute()
  // The addresses an e-mail change was waiting for are personal data too.
  await trx
    .deleteFrom('email_changes')
    .where('website_uid', '=', websiteUid)
    .where('user_uid', '=', userUid)
    .execute()
}
