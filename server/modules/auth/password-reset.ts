import type { Kysely } from 'kysely'
import {
  AuthMessage,
  ErrorType,
  type PasswordResetConfirmBody,
} from '../../../contract/schemas/index.ts'
import type { Database } from '../../db/schema.ts'
import { AppError, invalidField } from '../../errors.ts'
import type { Language } from '../../lib/chosen-language.ts'
import type { Mailer } from '../../mail/mailer.ts'
import type { Website } from '../websites/service.ts'
import type { PasswordOwner } from './password-changed-mail.ts'
import type { Passwords } from './password-pool.ts'
import {
  expirePasswordResetsOfUser,
  findLivePasswordReset,
  findPasswordOwner,
  findUserByEmail,
  insertPasswordReset,
  insertPasswordResets,
  revokeAuthTokensOfUser,
  setPasswordHash,
  usePasswordReset,
} from './repo.ts'
import { newSecret, normalizeEmail } from './service.ts'
import { hashToken } from './viewer.ts'

function invalidLink(): AppError {
  return new AppError(400, ErrorType.ValidationError, AuthMessage.PasswordResetInvalid, {
    token: [AuthMessage.PasswordResetInvalid],
  })
}

/** The storefront route of spec §2 that confirms a reset: password/reset/{uid}/{token}. */
export function passwordResetLink(website: Website, userUid: string, token: string): string {
  return `${website.publicUrl.replace(/\/$/, '')}/auth/password/reset/${userUid}/${token}`
}

/**
 * Single-use links to choose a password, open for `minutes`, for accounts made without one (a
 * customer import's invitations): written with the caller's transaction, mailed by the caller.
 * Answers each account's link.
 */
export async function issuePasswordLinks(
  db: Kysely<Database>,
  website: Website,
  userUids: string[],
  minutes: number,
  now = new Date(),
): Promise<Map<string, string>> {
  const links = new Map<string, string>()
  const rows = userUids.map((userUid) => {
    const token = newSecret()
    links.set(userUid, passwordResetLink(website, userUid, token))
    return {
      token_hash: hashToken(token),
      website_uid: website.uid,
      user_uid: userUid,
      created_at: now.toISOString(),
      expires_at: new Date(now.getTime() + minutes * 60_000).toISOString(),
      used_at: null,
    }
  })
  await insertPasswordResets(db, rows)
  return links
}

/**
 * Mails a single-use reset link when the address has an account here that is not blocked;
 * does nothing otherwise.
 * The link is built from the website's configured public URL, never from the request.
 */
export async function sendPasswordReset(
  db: Kysely<Database>,
  mailer: Mailer,
  website: Website,
  email: string,
  options: { passwordResetMinutes: number; language?: Language },
  now = new Date(),
): Promise<void> {
  const user = await findUserByEmail(db, website.uid, normalizeEmail(email))
  // A blocked account gets no link: it could not sign in with the new password anyway.
  if (!user || user.blocked_at) return
  const token = newSecret()
  await insertPasswordReset(db, {
    token_hash: hashToken(token),
    website_uid: website.uid,
    user_uid: user.uid,
    created_at: now.toISOString(),
    expires_at: new Date(now.getTime() + options.passwordResetMinutes * 60_000).toISOString(),
    used_at: null,
  })
  const mail = RESET_MAIL[options.language ?? 'fr']({
    name: website.settings.name,
    firstName: user.first_name,
    link: passwordResetLink(website, user.uid, token),
    minutes: options.passwordResetMinutes,
  })
  const language = options.language ?? 'fr'
  await mailer.send({ websiteUid: website.uid, to: user.email, language, ...mail })
}

interface ResetMailFacts {
  name: string
  firstName: string
  link: string
  minutes: number
}

/** The reset mail in the language of the screen it was asked from. */
const RESET_MAIL: Record<
  Language,
  (facts: ResetMailFacts) => { subject: string; text: string; action: string }
> = {
  fr: ({ name, firstName, link, minutes }) => ({
    subject: `${name} : réinitialiser votre mot de passe`,
    action: 'Choisir un nouveau mot de passe',
    text: [
      `Bonjour ${firstName},`,
      '',
      `Quelqu’un a demandé à réinitialiser le mot de passe de votre compte ${name}.`,
      'Pour choisir un nouveau mot de passe, ouvrez ce lien :',
      '',
      link,
      '',
      `Le lien ne sert qu’une fois et expire dans ${minutes} minutes.`,
      'Si vous n’avez rien demandé, ignorez ce message : votre mot de passe ne change pas.',
    ].join('\n'),
  }),
  en: ({ name, firstName, link, minutes }) => ({
    subject: `${name}: reset your password`,
    action: 'Choose a new password',
    text: [
      `Hello ${firstName},`,
      '',
      `Someone asked to reset the password of your ${name} account.`,
      'To choose a new password, open this link:',
      '',
      link,
      '',
      `The link works once and expires in ${minutes} minutes.`,
      'If you did not ask for this, ignore this e-mail: your password stays the same.',
    ].join('\n'),
  }),
}

/**
 * Sets a new password from a mailed link. In one transaction: the link is used up, the password
 * changes, other reset links stop working and every login token of the user is revoked. Answers
 * whom to tell that the password changed.
 */
export async function confirmPasswordReset(
  db: Kysely<Database>,
  website: Website,
  body: PasswordResetConfirmBody,
  options: { passwords: Passwords },
  now = new Date(),
): Promise<PasswordOwner | undefined> {
  if (body.new_password2 !== body.new_password1) {
    throw invalidField('new_password2', AuthMessage.PasswordsDiffer)
  }
  const tokenHash = hashToken(body.token)
  // Checked before the costly hash so that a bad link does not cost a scrypt run.
  if (!(await findLivePasswordReset(db, website.uid, body.uid, tokenHash, now))) {
    throw invalidLink()
  }
  const passwordHash = await options.passwords.hash(body.new_password1)
  await db.transaction().execute(async (trx) => {
    if (!(await usePasswordReset(trx, website.uid, body.uid, tokenHash, now))) throw invalidLink()
    await setPasswordHash(trx, website.uid, body.uid, passwordHash)
    await expirePasswordResetsOfUser(trx, website.uid, body.uid, now)
    await revokeAuthTokensOfUser(trx, website.uid, body.uid, now)
  })
  return findPasswordOwner(db, website.uid, body.uid)
}
