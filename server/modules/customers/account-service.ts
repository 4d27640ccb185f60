import type { Kysely } from 'kysely'
import type {
  AdminCustomerAccount,
  AdminPasswordResetInput,
} from '../../../contract/schemas/admin-customers.ts'
import type { Dialect } from '../../db/connect.ts'
import type { Database } from '../../db/schema.ts'
import { conflict, notFound } from '../../errors.ts'
import type { Mailer } from '../../mail/mailer.ts'
import { sendPasswordReset } from '../auth/password-reset.ts'
import { expirePasswordResetsOfUser, revokeAuthTokensOfUser } from '../auth/service.ts'
import type { Viewer } from '../auth/viewer.ts'
import type { Website } from '../websites/service.ts'
import { recordChange } from '../audit-log/service.ts'
import { NO_CUSTOMER } from '../access/grants-service.ts'
import { findCustomerAccount, lockCustomerAccount, setBlockedAt } from './account-repo.ts'

/** Where a customer's account is blocked, unblocked or sent a reset link from. */
export interface AccountScope {
  db: Kysely<Database>
  dialect: Dialect
  website: Website
  staff: Viewer
}

const ALREADY_BLOCKED = 'This account is blocked already.'
const NOT_BLOCKED = 'This account is not blocked.'
const BLOCKED_NO_RESET = 'This account is blocked: unblock it before sending a password reset.'

/**
 * Sets or clears the account's block in one transaction with its audit entry; when blocking,
 * every login token of the account is revoked (its sessions end on their next request) and its
 * unused reset links stop working.
 */
async function changeBlock(
  scope: AccountScope,
  userUid: string,
  block: boolean,
  now: Date,
): Promise<AdminCustomerAccount> {
  const { db, dialect, website, staff } = scope
  return db.transaction().execute(async (trx) => {
    const account = await lockCustomerAccount(trx, dialect, website.uid, userUid)
    if (!account) throw notFound(NO_CUSTOMER)
    if (block && account.blocked_at) throw conflict(ALREADY_BLOCKED)
    if (!block && !account.blocked_at) throw conflict(NOT_BLOCKED)
    const blockedAt = block ? now.toISOString() : null
    await setBlockedAt(trx, website.uid, userUid, blockedAt)
    if (block) {
      await revokeAuthTokensOfUser(trx, website.uid, userUid, now)
      await expirePasswordResetsOfUser(trx, website.uid, userUid, now)
    }
    await recordChange(
      trx,
      { websiteUid: website.uid, staffUserUid: staff.uid },
      {
        action: 'update',
        resource: 'customer',
        recordUid: userUid,
        before: { email: account.email, blocked_at: account.blocked_at },
        after: { email: account.email, blocked_at: blockedAt },
      },
    )
    return { uid: userUid, blocked_at: blockedAt }
  })
}

/** POST /customers/{uid}/block/: the account can no longer sign in, and is signed out now. */
export function blockCustomer(scope: AccountScope, userUid: string, now = new Date()) {
  return changeBlock(scope, userUid, true, now)
}

/** POST /customers/{uid}/unblock/: the account may sign in again (its old tokens stay dead). */
export function unblockCustomer(scope: AccountScope, userUid: string, now = new Date()) {
  return changeBlock(scope, userUid, false, now)
}

/**
 * POST /customers/{uid}/password-reset/: mails the customer the link the storefront's "forgot
 * password" sends. A blocked account answers 409: the new password would not let it in.
 */
export async function sendCustomerPasswordReset(
  scope: AccountScope & { mailer: Mailer; passwordResetMinutes: number },
  userUid: string,
  input: AdminPasswordResetInput,
): Promise<{ email: string }> {
  const { db, website } = scope
  const account = await findCustomerAccount(db, website.uid, userUid)
  if (!account) throw notFound(NO_CUSTOMER)
  if (account.blocked_at) throw conflict(BLOCKED_NO_RESET)
  await sendPasswordReset(db, scope.mailer, website, account.email, {
    passwordResetMinutes: scope.passwordResetMinutes,
    language: input.language ?? 'fr',
  })
  return { email: account.email }
}
