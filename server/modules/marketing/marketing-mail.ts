import type { Language } from '../../lib/chosen-language.ts'
import { escapeHtml } from '../../lib/html.ts'
import type { Mail, Mailer } from '../../mail/mailer.ts'
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

/** The sender of a website's marketing mail, from its row: links start at its public address. */
export function marketingSender(
  website: { uid: string; name: string; public_url: string },
  secretKey: string,
): MarketingSender {
  return {
    uid: website.uid,
    name: website.name,
    publicUrl: website.public_url.replace(/\/+$/, ''),
    secretKey,
  }
}

/** A marketing mail as its writer gives it: the unsubscribe line and headers are added. */
export interface MarketingMessage {
  subject: string
  text: string
  action?: string
  language: Language
  /** Rich text (sanitized HTML) the HTML part shows in place of `text` laid out: a broadcast. */
  html?: string
  /** The broadcast it belongs to: its unsubscribe link counts who left through it. */
  broadcastUid?: string
}

const FOOTER: Record<Language, (name: string, link: string) => string> = {
  fr: (name, link) =>
    `Vous recevez ce message parce que vous avez accepté les offres et nouveautés de ${name} par e-mail. Pour ne plus les recevoir : ${link}`,
  en: (name, link) =>
    `You receive this e-mail because you accepted offers and news from ${name} by e-mail. To stop them: ${link}`,
}

const FOOTER_HTML: Record<Language, (name: string, link: string) => string> = {
  fr: (name, link) =>
    `Vous recevez ce message parce que vous avez accepté les offres et nouveautés de ${name} par e-mail. <a href="${link}">Ne plus les recevoir</a>`,
  en: (name, link) =>
    `You receive this e-mail because you accepted offers and news from ${name} by e-mail. <a href="${link}">Stop them</a>`,
}

/**
 * The customer's own unsubscribe address: opened, it asks; POSTed to, it unsubscribes. A
 * broadcast's names it, so the broadcast counts who unsubscribed through it.
 */
export function unsubscribeLink(
  sender: MarketingSender,
  userUid: string,
  broadcastUid?: string,
): string {
  const token = signUnsubscribeToken(sender.secretKey, sender.uid, userUid)
  const broadcast = broadcastUid ? `&broadcast=${encodeURIComponent(broadcastUid)}` : ''
  return `${sender.publicUrl}${UNSUBSCRIBE_PATH}?token=${encodeURIComponent(token)}${broadcast}`
}

/** The mail a marketing message makes for one recipient, its unsubscribe line and headers added. */
export function marketingMail(
  sender: MarketingSender,
  recipient: Pick<MarketingRecipient, 'uid' | 'email'>,
  message: MarketingMessage,
): Mail {
  const link = unsubscribeLink(sender, recipient.uid, message.broadcastUid)
  const footer = FOOTER_HTML[message.language](escapeHtml(sender.name), escapeHtml(link))
  return {
    websiteUid: sender.uid,
    to: recipient.email,
    subject: message.subject,
    text: `${message.text}\n\n—\n${FOOTER[message.language](sender.name, link)}`,
    language: message.language,
    action: message.action,
    richHtml:
      message.html === undefined
        ? undefined
        : `${message.html}<hr><p style="font-size:13px;color:#6b7280">${footer}</p>`,
    headers: {
      'List-Unsubscribe': `<${link}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
    messageId: message.broadcastUid
      ? broadcastMessageId(sender, message.broadcastUid, recipient.uid)
      : undefined,
  }
}

/**
 * A broadcast mail's Message-ID, the same each time it is sent to that customer: a worker killed
 * after the SMTP server took a mail and before it was marked sent sends it again on resume
 * (broadcasts/sending.ts), and mailboxes that drop a Message-ID they hold (Gmail's) show it once.
 */
export function broadcastMessageId(
  sender: MarketingSender,
  broadcastUid: string,
  userUid: string,
): string {
  return `<broadcast-${broadcastUid}-${userUid}@${new URL(sender.publicUrl).hostname}>`
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
  await mailer.send(marketingMail(sender, recipient, message))
  return true
}
