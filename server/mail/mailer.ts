import { randomBytes } from 'node:crypto'
import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import nodemailer from 'nodemailer'

export interface Mail {
  /** The website it is sent for: its staff see it if it cannot be sent. */
  websiteUid: string
  to: string
  subject: string
  text: string
  replyTo?: string
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
}

/** What nodemailer is given of a mail: the website it is for is ours only. */
const message = ({ websiteUid: _websiteUid, ...fields }: Mail) => fields

export function createMailer({ smtpUrl, outboxDir, from, log }: MailerOptions): Mailer {
  if (smtpUrl) {
    const transport = nodemailer.createTransport(smtpUrl)
    return {
      async send(mail) {
        await transport.sendMail({ from, ...message(mail) })
      },
      close: () => transport.close(),
    }
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true })
  return {
    async send(mail) {
      const info = await transport.sendMail({ from, ...message(mail) })
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
