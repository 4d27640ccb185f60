import type { StaffRoleName } from '../../../../contract/values/staff-roles.ts'
import { BACK_OFFICE_PATH } from '../../../../contract/values/api-paths.ts'
import type { Language } from '../../../lib/chosen-language.ts'

/** What the invitation mail tells. */
export interface StaffInvitationFacts {
  site: string
  firstName: string
  inviter: string
  role: StaffRoleName
  link: string
  days: number
}

const ROLE_NAMES: Record<Language, Record<StaffRoleName, string>> = {
  fr: { owner: 'propriétaire', editor: 'éditeur', contributor: 'contributeur' },
  en: { owner: 'owner', editor: 'editor', contributor: 'contributor' },
}

/** The invitation mail, in the language the inviting staff member chose. */
export const STAFF_INVITATION_MAIL: Record<
  Language,
  (facts: StaffInvitationFacts) => { subject: string; text: string; action: string }
> = {
  fr: ({ site, firstName, inviter, role, link, days }) => ({
    subject: `${site} : invitation à rejoindre l’équipe`,
    action: 'Rejoindre l’équipe',
    text: [
      `Bonjour ${firstName},`,
      '',
      `${inviter} vous invite à rejoindre l’équipe du site ${site} (rôle : ${ROLE_NAMES.fr[role]}).`,
      'Pour créer votre compte, ouvrez ce lien :',
      '',
      link,
      '',
      `Le lien expire dans ${days} jours. Une fois inscrit, l’espace d’administration est à l’adresse /admin du site.`,
    ].join('\n'),
  }),
  en: ({ site, firstName, inviter, role, link, days }) => ({
    subject: `${site}: an invitation to join the team`,
    action: 'Join the team',
    text: [
      `Hello ${firstName},`,
      '',
      `${inviter} invites you to join the ${site} team (role: ${ROLE_NAMES.en[role]}).`,
      'To create your account, open this link:',
      '',
      link,
      '',
      `The link expires in ${days} days. Once registered, the back office is at /admin on the site.`,
    ].join('\n'),
  }),
}

/** What the mail to someone whose account was made staff tells. */
export type StaffAddedFacts = Omit<StaffInvitationFacts, 'days'>

/** The website's back office, where staff sign in with their account. */
export function backOfficeLink(website: { publicUrl: string }): string {
  return `${website.publicUrl.replace(/\/$/, '')}${BACK_OFFICE_PATH}`
}

/** The mail to someone who already had an account: they are staff from now on. */
export const STAFF_ADDED_MAIL: Record<
  Language,
  (facts: StaffAddedFacts) => { subject: string; text: string; action: string }
> = {
  fr: ({ site, firstName, inviter, role, link }) => ({
    subject: `${site} : vous faites partie de l’équipe`,
    action: 'Ouvrir l’administration',
    text: [
      `Bonjour ${firstName},`,
      '',
      `${inviter} vous a ajouté à l’équipe du site ${site} (rôle : ${ROLE_NAMES.fr[role]}).`,
      'Connectez-vous avec votre compte habituel à l’espace d’administration :',
      '',
      link,
    ].join('\n'),
  }),
  en: ({ site, firstName, inviter, role, link }) => ({
    subject: `${site}: you are on the team`,
    action: 'Open the back office',
    text: [
      `Hello ${firstName},`,
      '',
      `${inviter} added you to the ${site} team (role: ${ROLE_NAMES.en[role]}).`,
      'Sign in to the back office with your usual account:',
      '',
      link,
    ].join('\n'),
  }),
}
