import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import type { LightMyRequestResponse } from 'fastify'
import { API_BASE } from '../../../contract/schemas/index.ts'
import type { TestApp } from '../../../test/support/app.ts'
import { readableMail } from '../../../test/support/readable-mail.ts'

/** Helpers shared by the account tests. */

export function post(
  t: TestApp,
  url: string,
  payload: unknown,
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method: 'POST',
    url: `${API_BASE}${url}`,
    payload: payload as object,
    headers,
  })
}

export function get(
  t: TestApp,
  url: string,
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  return t.app.inject({ method: 'GET', url: `${API_BASE}${url}`, headers })
}

/** The mails in the outbox, oldest first, waiting until there are at least `count`. */
export async function outboxMails(outboxDir: string, count = 1): Promise<string[]> {
  for (let tries = 0; tries < 200; tries++) {
    const names = (await readdir(outboxDir).catch(() => [] as string[])).sort()
    if (names.length >= count) {
      const files = names.map((name) => readFile(path.join(outboxDir, name), 'utf8'))
      return (await Promise.all(files)).map(readableMail)
    }
    await new Promise((resolve) => setTimeout(resolve, 25))
  }
  throw new Error(`expected ${count} mails in ${outboxDir}`)
}

/** The password reset link of a mail. */
export function resetLinkOf(mail: string): URL {
  const link = mail.match(/https?:\/\/\S+\/auth\/password\/reset\/\S+/)?.[0]
  if (!link) throw new Error(`no reset link in:\n${mail}`)
  return new URL(link)
}
