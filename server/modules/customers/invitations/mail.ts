import type { Language } from '../../../lib/chosen-language.ts'

/** What the customer invitation mail tells. */
export interface CustomerInvitationFacts {
  site: string
  firstName: string
  link: string
  days: number
}

/** The mail inviting someone to create their account on the website, in the staff's language. */
export const CUSTOMER_INVITATION_MAIL: Record<
  Language,
  (facts: CustomerInvitationFacts) => { subject: string; text: string; action: string }
> = {
  fr: ({ site, firstName, link, days }) => ({
    subject: `${site} : invitation à créer votre compte`,
    action: 'Créer mon compte',
    text: [
      `Bonjour ${firstName},`,
      '',
      `Vous êtes invité à créer votre compte sur ${site}.`,
      'Pour vous inscrire, ouvrez ce lien :',
      '',
      link,
      '',
      `Le lien expire dans ${days} jours.`,
    ].join('\n'),
  }),
  en: ({ site, firstName, link, days }) => ({
    subject: `${site}: an invitation to create your account`,
    action: 'Create my account',
    text: [
      `Hello ${firstName},`,
      '',
      `You are invited to create your account on ${site}.`,
      'To register, open this link:',
      '',
      link,
      '',
      `The link expires in ${days} days.`,
    ].join('\n'),
  }),
}
