import type { Language } from '../../../lib/chosen-language.ts'

/** What the recipient's mail says: who gives what, their message, and the link with the code. */
export interface GiftMailFacts {
  siteName: string
  buyerName: string
  what: string
  message: string
  code: string
  link: string
}

const WORDS = {
  fr: {
    subject: (buyer: string, site: string) => `${buyer} vous offre un cadeau sur ${site}`,
    hello: 'Bonjour,',
    gives: (buyer: string, what: string, site: string) =>
      `${buyer} vous offre « ${what} » sur ${site}.`,
    says: 'Son message :',
    open: 'Pour recevoir votre cadeau, ouvrez ce lien (un compte sur le site vous sera demandé) :',
    code: (code: string) => `Votre code cadeau : ${code}`,
    action: 'Recevoir mon cadeau',
  },
  en: {
    subject: (buyer: string, site: string) => `${buyer} sent you a gift on ${site}`,
    hello: 'Hello,',
    gives: (buyer: string, what: string, site: string) =>
      `${buyer} gives you “${what}” on ${site}.`,
    says: 'Their message:',
    open: 'To receive your gift, open this link (you will need an account on the site):',
    code: (code: string) => `Your gift code: ${code}`,
    action: 'Receive my gift',
  },
} satisfies Record<Language, unknown>

/** The recipient's mail, in the language the buyer chose. */
export function giftMail(facts: GiftMailFacts, language: Language) {
  const words = WORDS[language]
  const message = facts.message.trim()
  return {
    subject: words.subject(facts.buyerName, facts.siteName),
    action: words.action,
    language,
    text: [
      words.hello,
      '',
      words.gives(facts.buyerName, facts.what, facts.siteName),
      ...(message ? ['', words.says, message] : []),
      '',
      words.open,
      '',
      facts.link,
      '',
      words.code(facts.code),
    ].join('\n'),
  }
}

const LABELS = {
  fr: {
    gift: (recipient: string, what: string) => `Cadeau pour ${recipient} — ${what}`,
    months: (plan: string, months: number) => `${plan} — ${months} mois`,
  },
  en: {
    gift: (recipient: string, what: string) => `Gift for ${recipient} — ${what}`,
    months: (plan: string, months: number) =>
      `${plan} — ${months} ${months === 1 ? 'month' : 'months'}`,
  },
} satisfies Record<Language, unknown>

/** An order line of a gift, as its buyer reads it. */
export const giftLineLabel = (language: Language, recipient: string, what: string) =>
  LABELS[language].gift(recipient, what)

/** What a plan period given is called: the plan and its months. */
export const planPeriodLabel = (language: Language, plan: string, months: number) =>
  LABELS[language].months(plan, months)
