import type { Kysely, Selectable } from 'kysely'
import type { AuthTokenTable, Database, EmailChangeTable } from '../../db/schema.ts'

type Db = Kysely<Database>
export type EmailChangeRow = Selectable<EmailChangeTable>
export type SessionRow = Pick<
  Selectable<AuthTokenTable>,
  'token_hash' | 'created_at' | 'last_used_at' | 'user_agent'
>

export async function findAccount(db: Db, websiteUid: string, userUid: string) {
  return db
    .selectFrom('users')
    .select(['uid', 'first_name', 'last_name', 'email', 'created_at', 'password_hash'])
    .select(['staff_role', 'custom_fields', 'marketing_consent_at'])
    .where('website_uid', '=', websiteUid)
    .where('uid', '=', userUid)
    .executeTakeFirst()
}

export async function updateNames(
  db: Db,
  websiteUid: string,
  userUid: string,
  names: { first_name?: string; last_name?: string },
): Promise<void> {
  await db
    .updateTable('users')
    .set(names)
    .where('website_uid', '=', websiteUid)
    .where('uid', '=', userUid)
    .execute()
}

/**
 * Records that the user accepts marketing mail as of `now` (kept when they already did), or that
 * they do not (`now` null). Answers whether the row changed.
 */
export async function setMarketingConsent(
  db: Db,
  websiteUid: string,
  userUid: string,
  now: Date | null,
): Promise<boolean> {
  const result = await db
    .updateTable('users')
    .set({ marketing_consent_at: now?.toISOString() ?? null })
    .where('website_uid', '=', websiteUid)
    .where('uid', '=', userUid)
    .where('marketing_consent_at', now ? 'is' : 'is not', null)
    .executeTakeFirst()
  return result.numUpdatedRows > 0n
}

/** Whether another account of the website has this address. */
export async function emailTaken(db: Db, websiteUid: string, email: string): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select('uid')
    .where('website_uid', '=', websiteUid)
    .where('email', '=', email)
    .executeTakeFirst()
  return row !== undefined
}

export async function setEmail(
  db: Db,
  websiteUid: string,
  userUid: string,
  email: string,
): Promise<void> {
  await db
    .updateTable('users')
    .set({ email })
    .where('website_uid', '=', websiteUid)
    .where('uid', '=', userUid)
    .execute()
}

export async function insertEmailChange(db: Db, row: EmailChangeRow): Promise<void> {
  await db.insertInto('email_changes').values(row).execute()
}

/** The newest address waiting for its link, if one is still live. */
export async function findPendingEmail(
  db: Db,
  websiteUid: string,
  userUid: string,
  now: Date,
): Promise<string | null> {
  const row = await db
    .selectFrom('email_changes')
    .select('new_email')
    .where('website_uid', '=', websiteUid)
    .where('user_uid', '=', userUid)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now.toISOString())
    .orderBy('created_at', 'desc')
    .executeTakeFirst()
  return row?.new_email ?? null
}

export async function findLiveEmailChange(
  db: Db,
  websiteUid: string,
  tokenHash: string,
  now: Date,
): Promise<EmailChangeRow | undefined> {
  return db
    .selectFrom('email_changes')
    .selectAll()
    .where('website_uid', '=', websiteUid)
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now.toISOString())
    .executeTakeFirst()
}

/** Uses up every open e-mail change of the user: the one confirmed and any older one. */
export async function closeEmailChanges(
  db: Db,
  websiteUid: string,
  userUid: string,
  now: Date,
): Promise<number> {
  const result = await db
    .updateTable('email_changes')
    .set({ used_at: now.toISOString() })
    .where('website_uid', '=', websiteUid)
    .where('user_uid', '=', userUid)
    .where('used_at', 'is', null)
    .executeTakeFirst()
  return Number(result.numUpdatedRows)
}

/** The user's tokens that still sign requests, newest first. */
export async function findLiveSessions(
  db: Db,
  websiteUid: string,
  userUid: string,
  now: Date,
): Promise<SessionRow[]> {
  return db
    .selectFrom('auth_tokens')
    .select(['token_hash', 'created_at', 'last_used_at', 'user_agent'])
    .where('website_uid', '=', websiteUid)
    .where('user_uid', '=', userUid)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now.toISOString())
    .orderBy('created_at', 'desc')
    .execute()
}

/** Revokes the user's live tokens, all of them or all but `keep`. */
export async function revokeSessions(
  db: Db,
  websiteUid: string,
  userUid: string,
  now: Date,
  which: { only: string } | { keep: string } | 'all',
): Promise<void> {
  let query = db
    .updateTable('auth_tokens')
    .set({ revoked_at: now.toISOString() })
    .where('website_uid', '=', websiteUid)
    .where('user_uid', '=', userUid)
    .where('revoked_at', 'is', null)
  if (which !== 'all' && 'only' in which) query = query.where('token_hash', '=', which.only)
  if (which !== 'all' && 'keep' in which) query = query.where('token_hash', '<>', which.keep)
  await query.execute()
}
