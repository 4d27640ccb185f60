import type { Insertable, Kysely, Selectable } from 'kysely'
import type { Database, InvitationTable, PasswordResetTable, UserTable } from '../../db/schema.ts'

type Db = Kysely<Database>
export type UserRow = Selectable<UserTable>
export type InvitationRow = Selectable<InvitationTable>

export async function findUserByEmail(
  db: Db,
  websiteUid: string,
  email: string,
): Promise<UserRow | undefined> {
  return db
    .selectFrom('users')
    .selectAll()
    .where('website_uid', '=', websiteUid)
    .where('email', '=', email)
    .executeTakeFirst()
}

export async function insertUser(db: Db, row: Insertable<UserTable>): Promise<void> {
  await db.insertInto('users').values(row).execute()
}

export async function setPasswordHash(
  db: Db,
  websiteUid: string,
  userUid: string,
  passwordHash: string,
): Promise<void> {
  await db
    .updateTable('users')
    .set({ password_hash: passwordHash })
    .where('website_uid', '=', websiteUid)
    .where('uid', '=', userUid)
    .execute()
}

/** Whom a password-changed notice goes to. */
export async function findPasswordOwner(db: Db, websiteUid: string, userUid: string) {
  return db
    .selectFrom('users')
    .select(['email', 'first_name as firstName'])
    .where('website_uid', '=', websiteUid)
    .where('uid', '=', userUid)
    .executeTakeFirst()
}

export async function insertAuthToken(
  db: Db,
  row: {
    token_hash: string
    website_uid: string
    user_uid: string
    now: Date
    expiresAt: Date
    /** The login's User-Agent, so the account page can name the device. */
    userAgent?: string
  },
): Promise<void> {
  await db
    .insertInto('auth_tokens')
    .values({
      token_hash: row.token_hash,
      website_uid: row.website_uid,
      user_uid: row.user_uid,
      created_at: row.now.toISOString(),
      expires_at: row.expiresAt.toISOString(),
      revoked_at: null,
      user_agent: row.userAgent?.slice(0, 512) ?? null,
      last_used_at: row.now.toISOString(),
    })
    .execute()
}

export async function revokeAuthToken(
  db: Db,
  websiteUid: string,
  tokenHash: string,
  now: Date,
): Promise<void> {
  await db
    .updateTable('auth_tokens')
    .set({ revoked_at: now.toISOString() })
    .where('website_uid', '=', websiteUid)
    .where('token_hash', '=', tokenHash)
    .where('revoked_at', 'is', null)
    .execute()
}

export async function revokeAuthTokensOfUser(
  db: Db,
  websiteUid: string,
  userUid: string,
  now: Date,
): Promise<void> {
  await db
    .updateTable('auth_tokens')
    .set({ revoked_at: now.toISOString() })
    .where('website_uid', '=', websiteUid)
    .where('user_uid', '=', userUid)
    .where('revoked_at', 'is', null)
    .execute()
}

export async function insertInvitation(db: Db, row: Insertable<InvitationTable>): Promise<void> {
  await db.insertInto('invitations').values(row).execute()
}

/** An invitation that can still be accepted. */
export async function findOpenInvitation(
  db: Db,
  websiteUid: string,
  uid: string,
  now: Date,
): Promise<InvitationRow | undefined> {
  return db
    .selectFrom('invitations')
    .selectAll()
    .where('website_uid', '=', websiteUid)
    .where('uid', '=', uid)
    .where('accepted_at', 'is', null)
    .where('expires_at', '>', now.toISOString())
    .executeTakeFirst()
}

/** Marks an open invitation accepted; answers false when someone accepted it first. */
export async function acceptInvitation(
  db: Db,
  websiteUid: string,
  uid: string,
  now: Date,
): Promise<boolean> {
  const result = await db
    .updateTable('invitations')
    .set({ accepted_at: now.toISOString() })
    .where('website_uid', '=', websiteUid)
    .where('uid', '=', uid)
    .where('accepted_at', 'is', null)
    .executeTakeFirst()
  return Number(result.numUpdatedRows) === 1
}

export async function insertPasswordReset(
  db: Db,
  row: Insertable<PasswordResetTable>,
): Promise<void> {
  await db.insertInto('password_resets').values(row).execute()
}

/** Many reset links at once (an import's invitations), 100 rows a statement. */
export async function insertPasswordResets(
  db: Db,
  rows: Insertable<PasswordResetTable>[],
): Promise<void> {
  for (let at = 0; at < rows.length; at += 100) {
    await db
      .insertInto('password_resets')
      .values(rows.slice(at, at + 100))
      .execute()
  }
}

export async function findLivePasswordReset(
  db: Db,
  websiteUid: string,
  userUid: string,
  tokenHash: string,
  now: Date,
): Promise<Selectable<PasswordResetTable> | undefined> {
  return db
    .selectFrom('password_resets')
    .selectAll()
    .where('website_uid', '=', websiteUid)
    .where('user_uid', '=', userUid)
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now.toISOString())
    .executeTakeFirst()
}

/**
 * Marks a live reset token of the user used and answers whether it was live, so that two
 * confirmations racing on one link cannot both succeed.
 */
export async function usePasswordReset(
  db: Db,
  websiteUid: string,
  userUid: string,
  tokenHash: string,
  now: Date,
): Promise<boolean> {
  const result = await db
    .updateTable('password_resets')
    .set({ used_at: now.toISOString() })
    .where('website_uid', '=', websiteUid)
    .where('user_uid', '=', userUid)
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now.toISOString())
    .executeTakeFirst()
  return Number(result.numUpdatedRows) === 1
}

/** Other links mailed to the user stop working once the password changed. */
export async function expirePasswordResetsOfUser(
  db: Db,
  websiteUid: string,
  userUid: string,
  now: Date,
): Promise<void> {
  await db
    .updateTable('password_resets')
    .set({ used_at: now.toISOString() })
    .where('website_uid', '=', websiteUid)
    .where('user_uid', '=', userUid)
    .where('used_at', 'is', null)
    .execute()
}
