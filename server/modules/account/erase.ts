import type { AccountDeleteBody } from '../../../contract/schemas/account.ts'
import { AccountMessage } from '../../../contract/values/account.ts'
import { conflict } from '../../errors.ts'
import type { AccountCaller } from './caller.ts'
import { eraseUser, hasRenewingSubscription } from './erase-repo.ts'
import { checkPassword, requireAccount } from './profile.ts'

/**
 * Erases the viewer's account once the password matched (GDPR erasure): personal data goes,
 * orders and purchases stay for the accounting but name nobody, every device is signed out and
 * nobody can sign in to it again. Site staff are refused: their account runs the site, and the
 * owner removes them from the staff first. A subscription that would renew is refused too, since
 * the payment provider would keep charging it. Both are 409s: a 403 signs the storefront out.
 */
export async function deleteAccount(
  caller: AccountCaller,
  body: AccountDeleteBody,
  now = new Date(),
): Promise<void> {
  const { db, website, viewer } = caller
  const account = await requireAccount(caller)
  if (account.staff_role) throw conflict(AccountMessage.StaffCannotDelete)
  await checkPassword(caller, account.password_hash, body.password, 'password')
  if (await hasRenewingSubscription(db, website.uid, viewer.uid, now)) {
    throw conflict(AccountMessage.LiveSubscription)
  }
  const erased = await db.transaction().execute((trx) => eraseUser(trx, website.uid, account, now))
  // Made staff since the check above (an invitation taken meanwhile): still refused.
  if (!erased) throw conflict(AccountMessage.StaffCannotDelete)
}
