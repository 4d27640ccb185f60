import type { Language } from '../../lib/chosen-language.ts'
import type { Mailer } from '../../mail/mailer.ts'
import type { Website } from '../websites/service.ts'

interface Facts {
  name: string
  firstName: string
  email: string
  link: string
}

const WELCOME_MAIL: Record<
  Language,
  (facts: Facts) => { subject: string; text: string; action: string }
> = {
  fr: ({ name, firstName, email, link }) => ({
    subject: `Bienvenue sur ${name}`,
    action: `Aller sur ${name}`,
    text: [
      `Bonjour ${firstName},`,
      '',
      `Bienvenue sur ${name} : votre compte est créé.`,
      `Vous vous connectez avec cette adresse (${email}) et le mot de passe que vous avez choisi.`,
      '',
      link,
      '',
      'Si vous n’avez pas créé ce compte, écrivez-nous en répondant à ce message.',
    ].join('\n'),
  }),
  en: ({ name, firstName, email, link }) => ({
    subject: `Welcome to ${name}`,
    action: `Go to ${name}`,
    text: [
      `Hello ${firstName},`,
      '',
      `Welcome to ${name}: your account is ready.`,
      `You sign in with this address (${email}) and the password you chose.`,
      '',
      link,
      '',
      'If you did not create this account, tell us by replying to this e-mail.',
    ].join('\n'),
  }),
}

/** Welcomes a new customer, in the language they registered in. */
export async function mailWelcome(
  mailer: Mailer,
  website: Website,
  user: { email: string; first_name: string },
  language: Language,
): Promise<void> {
  const mail = WELCOME_MAIL[language]({
    name: website.settings.name,
    firstName: user.first_name,
    email: user.email,
    link: website.publicUrl,
  })
  await mailer.send({
    websiteUid: website.uid,
    to: user.email,
    replyTo: website.contactEmail,
    language,
    ...mail,
  })
}
