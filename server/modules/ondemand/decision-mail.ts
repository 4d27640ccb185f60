import type { Language } from '../../lib/chosen-language.ts'

export type Decision = 'accepted' | 'rejected'

interface DecisionFacts {
  website: string
  firstName: string
  item: string
  /** The item's page on the website's public address. */
  link: string
}

type DecisionMail = (facts: DecisionFacts) => { subject: string; text: string }

/** The staff's answer to an on-demand request, in the language it was sent in. */
export const DECISION_MAIL: Record<Language, Record<Decision, DecisionMail>> = {
  fr: {
    accepted: ({ website, firstName, item, link }) => ({
      subject: `${website} : votre accès à « ${item} » est ouvert`,
      text: [
        `Bonjour ${firstName},`,
        '',
        `Votre demande d’accès à « ${item} » a été acceptée. Vous pouvez le regarder dès maintenant :`,
        '',
        link,
      ].join('\n'),
    }),
    rejected: ({ website, firstName, item }) => ({
      subject: `${website} : votre demande d’accès à « ${item} »`,
      text: [
        `Bonjour ${firstName},`,
        '',
        `Votre demande d’accès à « ${item} » n’a pas été acceptée.`,
        `Pour toute question, répondez à ce message ou écrivez à l’équipe de ${website}.`,
      ].join('\n'),
    }),
  },
  en: {
    accepted: ({ website, firstName, item, link }) => ({
      subject: `${website}: your access to “${item}” is open`,
      text: [
        `Hello ${firstName},`,
        '',
        `Your request for access to “${item}” was accepted. You can watch it now:`,
        '',
        link,
      ].join('\n'),
    }),
    rejected: ({ website, firstName, item }) => ({
      subject: `${website}: your request for access to “${item}”`,
      text: [
        `Hello ${firstName},`,
        '',
        `Your request for access to “${item}” was not accepted.`,
        `If you have a question, reply to this e-mail or write to the ${website} team.`,
      ].join('\n'),
    }),
  },
}
