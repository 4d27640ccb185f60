import type { EmailChangeBody } from '../../../contract/schemas/account.ts'
import { isUniqueViolation } from '../../db/unique-violation.ts'
import {
  AccountMessage,
  EMAIL_CHANGE_MINUTES,
  emailChangeConfirmPath,
} from '../../../contract/values/account.ts'
import { AuthMessage, ErrorType } from '../../../contract/schemas/index.ts'
import { AppError, conflict, invalidField } from '../../errors.ts'
import type { Language } from '../../lib/chosen-language.ts'
import type { Mailer } from '../../mail/mailer.ts'
import { expirePasswordResetsOfUser, newSecret, normalizeEmail } from '../auth/service.ts'
import { hashToken } from '../auth/viewer.ts'
import type { Website } from '../websites/service.ts'
import type { AccountCaller } from './caller.ts'
import { EMAIL_CHANGE_MAIL } from './email-change-mail.ts'
import { checkPassword, requireAccount } from './profile.ts'
import {
  closeEmailChanges,
  emailTaken,
  findLiveEmailChange,
  insertEmailChange,
  setEmail,
} from './repo.ts'
import type { Kysely } from 'kysely'
import type { Database } from '../../db/schema.ts'

function invalidLink(): AppError {
  return new AppError(400, ErrorType.ValidationError, AccountMessage.EmailChangeInvalid, {
    token: [AccountMessage.EmailChangeInvalid],
  })
}

/** The storefront link that confirms a change, from the website's configured public URL. */
export function emailChangeLink(website: Website, token: string): string {
  return `${website.publicUrl.replace(/\/$/, '')}${emailChangeConfirmPath(token)}`
}

/**
 * Asks to move the account to a new address: once the password matched and the address is free,
 * a one-use link is mailed to the new address (older links stop working). Nothing changes until
 * that link is opened.
 */
export async function requestEmailChange(
  caller: AccountCaller & { mailer: Mailer; language: Language },
  body: EmailChangeBody,
  now = new Date(),
): Promise<void> {
  const { db, website, viewer } = caller
  const email = normalizeEmail(body.email)
  const account = await requireAccount(caller)
  if (email === account.email) throw invalidField('email', AccountMessage.SameEmail)
  await checkPassword(caller, account.password_hash, body.password, 'password')
  if (await emailTaken(db, website.uid, email)) throw conflict(AuthMessage.DuplicateEmail, 'email')

  const token = newSecret()
  await db.transaction().execute(async (trx) => {
    await closeEmailChanges(trx, website.uid, viewer.uid, now)
    await insertEmailChange(trx, {
      token_hash: hashToken(token),
      website_uid: website.uid,
      user_uid: viewer.uid,
      new_email: email,
      created_at: now.toISOString(),
      expires_at: new Date(now.getTime() + EMAIL_CHANGE_MINUTES * 60_000).toISOString(),
      used_at: null,
    })
  })
  const mail = EMAIL_CHANGE_MAIL[caller.language]({
    name: website.settings.name,
    firstName: account.first_name,
    link: emailChangeLink(website, token),
    hours: EMAIL_CHANGE_MINUTES / 60,
  })
  await caller.mailer.send({
    websiteUid: website.uid,
    to: email,
    language: caller.language,
    ...mail,
  })
}

/**
 * Moves the account to the address of a mailed link, which works once and expires. The address
 * must still be free: someone may have registered with it since. Reset links mailed to the old
 * address stop working.
 */
export async function confirmEmailChange(
  db: Kysely<Database>,
  website: Website,
  token: string,
  now = new Date(),
): Promise<void> {
  const change = await findLiveEmailChange(db, website.uid, hashToken(token), now)
  if (!change) throw invalidLink()
  if (await emailTaken(db, website.uid, change.new_email)) {
    throw conflict(AuthMessage.DuplicateEmail, 'email')
  }
  try {
    await db.transaction().execute(async (trx) => {
      // Two openings of one link race here: only the first finds it open.
      if (!(await findLiveEmailChange(trx, website.uid, change.token_hash, now))) {
        throw invalidLink()
      }
      if ((await closeEmailChanges(trx, website.uid, change.user_uid, now)) === 0) {
        throw invalidLink()
      }
      await setEmail(trx, website.uid, change.user_uid, change.new_email)
      await expirePasswordResetsOfUser(trx, website.uid, change.user_uid, now)
    })
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(AuthMessage.DuplicateEmail, 'email')
    throw error
  }
}
