import type { PasswordChangeBody } from '../../../contract/schemas/account.ts'
import { AuthMessage } from '../../../contract/schemas/index.ts'
import { invalidField } from '../../errors.ts'
import type { PasswordOwner } from '../auth/password-changed-mail.ts'
import { expirePasswordResetsOfUser, setPasswordHash } from '../auth/service.ts'
import type { AccountCaller } from './caller.ts'
import { checkPassword, requireAccount } from './profile.ts'
import { revokeSessions } from './repo.ts'

/**
 * Changes the viewer's password (registration's rules) once the current one matched. In one
 * transaction: the hash changes, mailed reset links stop working and every other device is
 * signed out; this one stays signed in. Answers whom to tell that the password changed.
 */
export async function changePassword(
  caller: AccountCaller,
  body: PasswordChangeBody,
  now = new Date(),
): Promise<PasswordOwner> {
  if (body.new_password2 !== body.new_password1) {
    throw invalidField('new_password2', AuthMessage.PasswordsDiffer)
  }
  const account = await requireAccount(caller)
  await checkPassword(caller, account.password_hash, body.old_password, 'old_password')
  const passwordHash = await caller.passwords.hash(body.new_password1)
  const { db, website, viewer } = caller
  await db.transaction().execute(async (trx) => {
    await setPasswordHash(trx, website.uid, viewer.uid, passwordHash)
    await expirePasswordResetsOfUser(trx, website.uid, viewer.uid, now)
    await revokeSessions(trx, website.uid, viewer.uid, now, { keep: viewer.tokenHash })
  })
  return { email: account.email, firstName: account.first_name }
}
