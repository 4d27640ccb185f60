import type { LightMyRequestResponse } from 'fastify'
import { API_BASE } from '../../../contract/schemas/index.ts'
import type { TestApp } from '../../../test/support/app.ts'

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

/** The password reset link of a mail. */
export function resetLinkOf(mail: string): URL {
  const link = mail.match(/https?:\/\/\S+\/auth\/password\/reset\/\S+/)?.[0]
  if (!link) throw new Error(`no reset link in:\n${mail}`)
  return new URL(link)
}
