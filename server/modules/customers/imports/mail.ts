import type { Language } from '../../../lib/chosen-language.ts'

/** What the mail to an imported customer tells. */
export interface ImportedCustomerFacts {
  site: string
  firstName: string
  link: string
  days: number
}

/** The mail that invites an imported customer to choose their password. */
export const IMPORTED_CUSTOMER_MAIL: Record<
  Language,
  (facts: ImportedCustomerFacts) => { subject: string; text: string; action: string }
> = {
  fr: ({ site, firstName, link, days }) => ({
    subject: `${site} : votre compte vous attend`,
    action: 'Choisir mon mot de passe',
    text: [
      `Bonjour ${firstName},`,
      '',
      `Un compte a été créé pour vous sur ${site}.`,
      'Pour choisir votre mot de passe et vous connecter, ouvrez ce lien :',
      '',
      link,
      '',
      `Le lien expire dans ${days} jours.`,
    ].join('\n'),
  }),
  en: ({ site, firstName, link, days }) => ({
    subject: `${site}: your account is waiting for you`,
    action: 'Choose my password',
    text: [
      `Hello ${firstName},`,
      '',
      `An account was made for you on ${site}.`,
      'To choose your password and sign in, open this link:',
      '',
      link,
      '',
      `The link expires in ${days} days.`,
    ].join('\n'),
  }),
}
