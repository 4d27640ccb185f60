import type { AccountDeleteBody } from '../../../contract/schemas/account.ts'
import { AccountMessage } from '../../../contract/values/account.ts'
import { conflict } from '../../errors.ts'
import type { AccountCaller } from './caller.ts'
import type { ObjectStore } from '../../storage/object-store.ts'
import { scrubAuditLog } from '../audit-log/erasure.ts'
import { deleteDataExportsUntil } from '../data-exports/service.ts'
import { forgetCustomerInEvents } from '../events/service.ts'
import { erasedEmail, erasedRecordsOf, eraseUser, hasRenewingSubscription } from './erase-repo.ts'
import { checkPassword, requireAccount } from './profile.ts'

/**
 * Erases the viewer's account once the password matched (GDPR erasure): personal data goes,
 * orders and purchases stay for the accounting but name nobody, every device is signed out and
 * nobody can sign in to it again. The audit log keeps who did what to the account, naming
 * nobody; the website's CSV exports asked for until now go, files included: each holds the
 * customer's address (the customers list, or the orders list's buyer), and keeping them their
 * seven days would keep it too; the events kept for webhooks keep their uid, not their address.
 * Site staff are refused: their account runs the site, and the
 * owner removes them from the staff first. A subscription that would renew is refused too, since
 * the payment provider would keep charging it. Both are 409s: a 403 signs the storefront out.
 */
export async function deleteAccount(
  caller: AccountCaller & { store: ObjectStore },
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
  const exportFiles = await db.transaction().execute(async (trx) => {
    const records = await erasedRecordsOf(trx, website.uid, account)
    if (!(await eraseUser(trx, website.uid, account, now))) return null
    const person = { ...account, erasedEmail: erasedEmail(account.uid) }
    await scrubAuditLog(trx, website.uid, person, records)
    await forgetCustomerInEvents(trx, website.uid, account.uid)
    return deleteDataExportsUntil(trx, website.uid, now.toISOString())
  })
  // Made staff since the check above (an invitation taken meanwhile): still refused.
  if (!exportFiles) throw conflict(AccountMessage.StaffCannotDelete)
  // Once committed: a file removed for a rolled back erasure could not come back.
  await Promise.all(exportFiles.map((key) => caller.store.remove(key)))
}
