import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { readableMail } from '../../test/support/readable-mail.ts'

/** Set by the global setup: the journeys' server's DATA_DIR, whose `outbox/` holds its mail. */
export const DATA_DIR_VARIABLE = 'VITRINE_E2E_DATA_DIR'

function outboxDir(): string {
  const dataDir = process.env[DATA_DIR_VARIABLE]
  if (!dataDir) throw new Error(`${DATA_DIR_VARIABLE} is not set: run through the global setup`)
  return path.join(dataDir, 'outbox')
}

/**
 * The text of the newest mail the server wrote to `to`, or undefined while there is none.
 * Several journeys share the server: the unique address picks this journey's mail out.
 */
export function newestMailTo(to: string): string | undefined {
  let files: string[]
  try {
    files = readdirSync(outboxDir()).filter((name) => name.endsWith('.eml'))
  } catch {
    return undefined
  }
  const mails = files
    .map((name) => path.join(outboxDir(), name))
    .map((file) => ({ file, text: readableMail(readFileSync(file, 'utf8')) }))
    .filter((mail) =>
      new RegExp(`^To: .*${to.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, 'mi').test(mail.text),
    )
    .sort((a, b) => statSync(b.file).mtimeMs - statSync(a.file).mtimeMs)
  return mails[0]?.text
}

/** The first link of a mail that leads to `pathStart` (e.g. /auth/password/reset/). */
export function linkIn(mail: string, pathStart: string): URL | undefined {
  for (const match of mail.matchAll(/https?:\/\/[^\s"'<>]+/g)) {
    const url = new URL(match[0])
    if (url.pathname.startsWith(pathStart)) return url
  }
  return undefined
}
