import type { Language } from '../../lib/chosen-language.ts'

export type Decision = 'accepted' | 'rejected'

interface DecisionFacts {
  website: string
  firstName: string
  item: string
  /** The item's page on the website's public address. */
  link: string
  /** What the staff wrote beside their decision; '' when nothing. */
  message: string
}

type DecisionMail = (facts: DecisionFacts) => { subject: string; text: string }

/** The staff's word as a paragraph of its own under `heading`; no lines when they wrote none. */
function teamWord(heading: string, message: string): string[] {
  const text = message.trim()
  return text === '' ? [] : ['', heading, text]
}

const fromTheTeam = { fr: 'Message de l’équipe :', en: 'A word from the team:' }

/** The staff's answer to an on-demand request, in the language it was sent in. */
export const DECISION_MAIL: Record<Language, Record<Decision, DecisionMail>> = {
  fr: {
    accepted: ({ website, firstName, item, link, message }) => ({
      subject: `${website} : votre accès à « ${item} » est ouvert`,
      text: [
        `Bonjour ${firstName},`,
        '',
        `Votre demande d’accès à « ${item} » a été acceptée. Vous pouvez le regarder dès maintenant :`,
        '',
        link,
        ...teamWord(fromTheTeam.fr, message),
      ].join('\n'),
    }),
    rejected: ({ website, firstName, item, message }) => ({
      subject: `${website} : votre demande d’accès à « ${item} »`,
      text: [
        `Bonjour ${firstName},`,
        '',
        `Votre demande d’accès à « ${item} » n’a pas été acceptée.`,
        ...teamWord(fromTheTeam.fr, message),
        '',
        `Pour toute question, répondez à ce message ou écrivez à l’équipe de ${website}.`,
      ].join('\n'),
    }),
  },
  en: {
    accepted: ({ website, firstName, item, link, message }) => ({
      subject: `${website}: your access to “${item}” is open`,
      text: [
        `Hello ${firstName},`,
        '',
        `Your request for access to “${item}” was accepted. You can watch it now:`,
        '',
        link,
        ...teamWord(fromTheTeam.en, message),
      ].join('\n'),
    }),
    rejected: ({ website, firstName, item, message }) => ({
      subject: `${website}: your request for access to “${item}”`,
      text: [
        `Hello ${firstName},`,
        '',
        `Your request for access to “${item}” was not accepted.`,
        ...teamWord(fromTheTeam.en, message),
        '',
        `If you have a question, reply to this e-mail or write to the ${website} team.`,
      ].join('\n'),
    }),
  },
}
