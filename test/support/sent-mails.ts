import { readdir, readFile, stat } from 'node:fs/promises'
import path from 'node:path'
import type { TestApp } from './app.ts'
import { readableMail } from './readable-mail.ts'

export interface SentMailsOptions {
  /** Only the mails to this address. */
  to?: string
  /** Waits until there are this many (a mail added after the answer, as a password reset's). */
  atLeast?: number
}

/**
 * The mails the app has sent, oldest first, as their reader sees them. Mails are jobs: this waits
 * until the app's mail queue has run every one added so far.
 */
export async function sentMails(t: TestApp, options: SentMailsOptions = {}): Promise<string[]> {
  const { to, atLeast = 0 } = options
  for (let tries = 0; tries < 200; tries++) {
    await t.app.jobs.mail.idle()
    const mails = (await outbox(t.config.outboxDir)).filter(
      (mail) => to === undefined || mail.includes(`To: ${to}`),
    )
    if (mails.length >= atLeast) return mails
    await new Promise((resolve) => setTimeout(resolve, 25))
  }
  throw new Error(`expected ${atLeast} mails${to ? ` to ${to}` : ''} in ${t.config.outboxDir}`)
}

async function outbox(dir: string): Promise<string[]> {
  const names = await readdir(dir).catch(() => [] as string[])
  const files = await Promise.all(
    names.map(async (name) => {
      const file = path.join(dir, name)
      return { file, written: (await stat(file)).mtimeMs }
    }),
  )
  // Oldest first by when the file was written: its name holds the mailer's clock, which a test
  // may have moved (fake timers) by the time a mail job ran.
  files.sort((a, b) => a.written - b.written || a.file.localeCompare(b.file))
  return Promise.all(files.map(async ({ file }) => readableMail(await readFile(file, 'utf8'))))
}
