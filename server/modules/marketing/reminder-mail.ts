import type { Currency } from '../../../contract/schemas/website.ts'
import { formatMoney } from '../../../contract/values/money.ts'
import type { Language } from '../../lib/chosen-language.ts'
import type { MarketingMessage } from './marketing-mail.ts'

/** What a reminder says: the customer, the site, what they left and where to take it up. */
export interface ReminderFacts {
  siteName: string
  firstName: string
  lines: { label: string; amount: number }[]
  total: number
  currency: Currency
  link: string
}

const WORDS = {
  fr: {
    subject: (site: string) => `Votre commande vous attend sur ${site}`,
    hello: (name: string) => `Bonjour ${name},`,
    left: (site: string) => `Vous avez commencé une commande sur ${site} sans la terminer :`,
    colon: ' : ',
    back: 'Pour la reprendre, c’est ici :',
    action: 'Reprendre ma commande',
  },
  en: {
    subject: (site: string) => `Your order is waiting on ${site}`,
    hello: (name: string) => `Hello ${name},`,
    left: (site: string) => `You started an order on ${site} and did not finish it:`,
    colon: ': ',
    back: 'To take it up again, it is here:',
    action: 'Take up my order',
  },
} satisfies Record<Language, unknown>

/** The abandoned-checkout reminder, in the language the order was started in. */
export function reminderMail(facts: ReminderFacts, language: Language): MarketingMessage {
  const words = WORDS[language]
  const money = (amount: number) => formatMoney(amount, facts.currency, language)
  return {
    subject: words.subject(facts.siteName),
    action: words.action,
    language,
    text: [
      words.hello(facts.firstName),
      '',
      words.left(facts.siteName),
      ...facts.lines.map((line) => `- ${line.label}${words.colon}${money(line.amount)}`),
      `Total${words.colon}${money(facts.total)}`,
      '',
      words.back,
      '',
      facts.link,
    ].join('\n'),
  }
}
