import type { LightMyRequestResponse } from 'fastify'
import { expect } from 'vitest'
import { API_BASE } from '../../../contract/schemas/index.ts'
import type { TestApp } from '../../../test/support/app.ts'
import { signedIn, type TestUser } from '../../../test/support/fixtures.ts'

/** Helpers shared by the account page's tests. */

export const FIREFOX_ON_LINUX =
  'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0'
export const SAFARI_ON_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1'

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

/** Calls the public API of the website at `host`, as the holder of `token` when given. */
export function caller(t: TestApp, host: string) {
  return (
    method: Method,
    url: string,
    options: { token?: string; payload?: unknown; headers?: Record<string, string> } = {},
  ): Promise<LightMyRequestResponse> =>
    t.app.inject({
      method,
      url: `${API_BASE}${url}`,
      payload: options.payload as object | undefined,
      headers: {
        host,
        ...(options.token ? signedIn(options.token) : {}),
        ...options.headers,
      },
    })
}

/** Signs in through the login call, from a browser naming itself `userAgent`; answers the token. */
export async function signInAs(
  call: ReturnType<typeof caller>,
  user: TestUser,
  userAgent = FIREFOX_ON_LINUX,
  password = user.password,
): Promise<string> {
  const answer = await call('POST', '/auth/login/', {
    payload: { email: user.email, password },
    headers: { 'user-agent': userAgent },
  })
  expect(answer.statusCode, answer.body).toBe(200)
  return answer.json<{ token: string }>().token
}
