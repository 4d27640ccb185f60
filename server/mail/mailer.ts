import { randomBytes } from 'node:crypto'
import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import nodemailer from 'nodemailer'
import type { Language } from '../lib/chosen-language.ts'
import { mailHtml, type MailBrand } from './mail-layout.ts'

export interface Mail {
  /** The website it is sent for: its staff see it if it cannot be sent. */
  websiteUid: string
  to: string
  subject: string
  /** The plain-text part, as written: the HTML part is laid out from it. */
  text: string
  /** The recipient's language, the HTML part's `lang`; French when the mail does not say. */
  language?: Language | undefined
  /** The words on the main button: the mail's first link alone on its line becomes it. */
  action?: string | undefined
  replyTo?: string
  /**
   * Rich text (HTML already sanitized, a broadcast's) the HTML part shows in place of `text`
   * laid out; `text` stays the text part.
   */
  richHtml?: string | undefined
  /** Extra headers, e.g. a marketing mail's `List-Unsubscribe`. */
  headers?: Record<string, string> | undefined
  /** The `Message-ID`, when it must be the same each time the mail is sent; else a new one. */
  messageId?: string | undefined
}

/** Sends mail through SMTP, or writes it to the outbox folder when no SMTP server is set. */
export interface Mailer {
  send(mail: Mail): Promise<void>
  close(): void
}

/** Where the outbox tells which file a mail went to: the server's log, or the terminal. */
export interface MailLog {
  info(facts: Record<string, unknown>, message: string): void
}

export interface MailerOptions {
  smtpUrl: string | undefined
  outboxDir: string
  from: string
  log: MailLog
  /** The website a mail is sent for, as its HTML part shows it; undefined when it is gone. */
  brandOf: (websiteUid: string) => Promise<MailBrand | undefined>
}

/**
 * What nodemailer is given of a mail: its text as written, and the one HTML layout of every
 * mail drawn from it with the website's logo, colour and name. A mail whose website is gone
 * goes as text alone.
 */
async function message(
  { websiteUid, language, action, richHtml, ...fields }: Mail,
  brandOf: MailerOptions['brandOf'],
) {
  const brand = await brandOf(websiteUid)
  if (!brand) return fields
  const html = await mailHtml(
    { subject: fields.subject, text: fields.text, language: language ?? 'fr', action, richHtml },
    brand,
  )
  return { ...fields, html }
}

/**
 * The SMTP address with a pool of connections unless it says otherwise (`?pool=false`): one
 * connection per mail held a broadcast to 50 mails a second here, a pool of 8 (the broadcast's
 * mails in flight, marketing/broadcasts/sending.ts) to 127 (bench/broadcast.ts).
 */
export function pooledSmtpUrl(smtpUrl: string): string {
  const url = new URL(smtpUrl)
  if (!url.searchParams.has('pool')) url.searchParams.set('pool', 'true')
  if (!url.searchParams.has('maxConnections')) url.searchParams.set('maxConnections', '8')
  return url.toString()
}

export function createMailer({ smtpUrl, outboxDir, from, log, brandOf }: MailerOptions): Mailer {
  if (smtpUrl) {
    const transport = nodemailer.createTransport(pooledSmtpUrl(smtpUrl))
    return {
      async send(mail) {
        await transport.sendMail({ from, ...(await message(mail, brandOf)) })
      },
      close: () => transport.close(),
    }
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true })
  return {
    async send(mail) {
      const info = await transport.sendMail({ from, ...(await message(mail, brandOf)) })
      await mkdir(outboxDir, { recursive: true })
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`
      const file = path.join(outboxDir, name)
      await writeFile(file, info.message as Buffer)
      const link = mail.text.match(/https?:\/\/\S+/)?.[0]
      log.info({ to: mail.to, subject: mail.subject, file, link }, 'mail written to the outbox')
    },
    close() {},
  }
}
