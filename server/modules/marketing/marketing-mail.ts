import type { Language } from '../../lib/chosen-language.ts'
import type { Mailer } from '../../mail/mailer.ts'
import { UNSUBSCRIBE_PATH } from '../../../contract/values/screen-paths.ts'
import { signUnsubscribeToken } from './unsubscribe-token.ts'

/** Who a marketing mail goes to: a customer, and since when they accept such mail. */
export interface MarketingRecipient {
  uid: string
  email: string
  /** Null: they never accepted, or unsubscribed; such a customer is never sent one. */
  marketing_consent_at: string | null
}

/** The website it is sent for: its name, and the address its links start with. */
export interface MarketingSender {
  uid: string
  name: string
  publicUrl: string
  secretKey: string
}

/** A marketing mail as its writer gives it: the unsubscribe line and headers are added. */
export interface MarketingMessage {
  subject: string
  text: string
  action?: string
  language: Language
}

const FOOTER: Record<Language, (name: string, link: string) => string> = {
  fr: (name, link) =>
    `Vous recevez ce message parce que vous avez accepté les offres et nouveautés de ${name} par e-mail. Pour ne plus les recevoir : ${link}`,
  en: (name, link) =>
    `You receive this e-mail because you accepted offers and news from ${name} by e-mail. To stop them: ${link}`,
}

/** The customer's own unsubscribe address: opened, it asks; POSTed to, it unsubscribes. */
export function unsubscribeLink(sender: MarketingSender, userUid: string): string {
  const token = signUnsubscribeToken(sender.secretKey, sender.uid, userUid)
  return `${sender.publicUrl}${UNSUBSCRIBE_PATH}?token=${encodeURIComponent(token)}`
}

/**
 * Queues one marketing mail (a reminder, a broadcast) to one customer, never to one without
 * consent: the text ends with their unsubscribe link, and the headers let mail programs
 * unsubscribe in one click (RFC 2369 `List-Unsubscribe`, RFC 8058 `List-Unsubscribe-Post`).
 * Answers whether it was queued.
 */
export async function sendMarketingMail(
  mailer: Mailer,
  sender: MarketingSender,
  recipient: MarketingRecipient,
  message: MarketingMessage,
): Promise<boolean> {
  if (recipient.marketing_consent_at === null) return false
  const link = unsubscribeLink(sender, recipient.uid)
  await mailer.send({
    websiteUid: sender.uid,
    to: recipient.email,
    subject: message.subject,
    text: `${message.text}\n\n—\n${FOOTER[message.language](sender.name, link)}`,
    language: message.language,
    action: message.action,
    headers: {
      'List-Unsubscribe': `<${link}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  })
  return true
}
