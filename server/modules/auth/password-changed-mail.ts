import { dateLocale } from '../../../contract/values/date-locale.ts'
import type { Language } from '../../lib/chosen-language.ts'
import type { Mailer } from '../../mail/mailer.ts'
import type { Website } from '../websites/service.ts'

/** Whose password changed, as the mail tells them. */
export interface PasswordOwner {
  email: string
  firstName: string
}

interface Facts {
  name: string
  firstName: string
  when: string
  resetLink: string
}

const when = (at: Date, locale: string) =>
  new Intl.DateTimeFormat(locale, {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'UTC',
  }).format(at)

const PASSWORD_CHANGED_MAIL: Record<
  Language,
  (facts: Facts) => { subject: string; text: string; action: string }
> = {
  fr: ({ name, firstName, when, resetLink }) => ({
    subject: `${name} : votre mot de passe a été modifié`,
    action: 'Réinitialiser mon mot de passe',
    text: [
      `Bonjour ${firstName},`,
      '',
      `Votre mot de passe a été modifié : celui de votre compte ${name} a changé le ${when} (UTC).`,
      '',
      'Si c’était vous, il n’y a rien à faire.',
      'Si ce n’était pas vous, réinitialisez tout de suite votre mot de passe avec ce lien, puis écrivez-nous :',
      '',
      resetLink,
    ].join('\n'),
  }),
  en: ({ name, firstName, when, resetLink }) => ({
    subject: `${name}: your password was changed`,
    action: 'Reset my password',
    text: [
      `Hello ${firstName},`,
      '',
      `Your password was changed: the password of your ${name} account changed on ${when} (UTC).`,
      '',
      'If it was you, there is nothing to do.',
      'If it was not you, reset your password now with this link, then write to us:',
      '',
      resetLink,
    ].join('\n'),
  }),
}

/**
 * Tells the owner of an account that its password changed, and how to take it back if it was
 * not them: a security notice, sent after a change on the account page or through a reset link.
 */
export async function mailPasswordChanged(
  mailer: Mailer,
  website: Website,
  owner: PasswordOwner,
  language: Language,
  at: Date,
): Promise<void> {
  const mail = PASSWORD_CHANGED_MAIL[language]({
    name: website.settings.name,
    firstName: owner.firstName,
    when: when(at, dateLocale(language)),
    resetLink: `${website.publicUrl.replace(/\/$/, '')}/auth/password-reset-1`,
  })
  await mailer.send({ websiteUid: website.uid, to: owner.email, language, ...mail })
}
