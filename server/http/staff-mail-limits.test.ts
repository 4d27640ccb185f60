import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { LightMyRequestResponse } from 'fastify'
import {
  STAFF_MAILS_PER_HOUR,
  STAFF_MAILS_PER_RECIPIENT_PER_HOUR,
} from '../../contract/values/limits.ts'
import { startTestApp, type TestApp } from '../../test/support/app.ts'
import { DIALECTS } from '../../test/support/database.ts'
import { createSession, createUser, createWebsite } from '../../test/support/fixtures.ts'
import { adminCall } from '../../test/support/staff-api.ts'

const REDIS_URL = process.env.REDIS_URL
const HOST = 'mail-limits.test'

/** Every suite counts in this process, and in Redis too when REDIS_URL is set. */
const COUNTERS: [string, Record<string, string>][] = [
  ['in-process counters', {}],
  ...(REDIS_URL ? [['Redis', { REDIS_URL }] as [string, Record<string, string>]] : []),
]
const CASES = DIALECTS.flatMap((dialect) =>
  COUNTERS.map(([counters, env]) => ({ dialect, counters, env })),
)

function expectMailsRefused(answer: LightMyRequestResponse, language: 'fr' | 'en' = 'fr') {
  expect(answer.statusCode, answer.body).toBe(429)
  expect(answer.json().type).toBe('TooManyRequests')
  expect(answer.json().message).toMatch(
    language === 'fr'
      ? /^Trop d’e-mails envoyés en peu de temps : réessayez dans \d+ min\.$/
      : /^Too many mails sent in a short time: try again in \d+ min\.$/,
  )
  expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0)
}

describe.each(CASES)('mails the staff send, on $dialect with $counters', ({ dialect, env }) => {
  let t: TestApp
  let site = ''
  const tokens = { owner: '', manager: '' }

  const call = (url: string, payload: unknown = {}, token = tokens.owner, language = 'fr') =>
    adminCall(t, 'POST', url, {
      token,
      host: HOST,
      payload,
      headers: { 'accept-language': language },
    })
  const newCustomer = async () => (await createUser(t.database.db, site)).uid

  beforeAll(async () => {
    t = await startTestApp(dialect, env)
    site = await createWebsite(t.database.db, { hosts: [HOST] })
    for (const role of ['owner', 'manager'] as const) {
      const staff = await createUser(t.database.db, site, { staffRole: 'owner' })
      tokens[role] = await createSession(t.database.db, site, staff.uid)
    }
  })
  afterAll(() => t.close())

  it('mails one customer a few reset links an hour, then answers 429 in their language', async () => {
    const customer = await newCustomer()
    for (let n = 0; n < STAFF_MAILS_PER_RECIPIENT_PER_HOUR; n++) {
      const sent = await call(`/customers/${customer}/password-reset/`, {}, tokens.manager)
      expect(sent.statusCode, sent.body).toBe(200)
    }
    const reset = `/customers/${customer}/password-reset/`
    expectMailsRefused(await call(reset, {}, tokens.manager))
    // The same recipient is held back whoever sends, and the answer speaks the staff's language.
    expectMailsRefused(await call(reset, {}, tokens.owner, 'en'), 'en')
    // Another customer is not.
    const other = await call(`/customers/${await newCustomer()}/password-reset/`)
    expect(other.statusCode, other.body).toBe(200)
  })

  it('limits the resends of one invitation', async () => {
    const invited = await call('/customer-invitations/', {
      email: `guest-${Date.now()}@test.example`,
      first_name: 'Grace',
      last_name: 'Hopper',
    })
    expect(invited.statusCode, invited.body).toBe(201)
    const resend = `/customer-invitations/${invited.json<{ uid: string }>().uid}/resend/`
    for (let n = 0; n < STAFF_MAILS_PER_RECIPIENT_PER_HOUR; n++) {
      expect((await call(resend)).statusCode).toBe(200)
    }
    expectMailsRefused(await call(resend))
  })

  it('limits the mails of one staff member, not of the others', async () => {
    const staff = await createUser(t.database.db, site, { staffRole: 'owner' })
    const token = await createSession(t.database.db, site, staff.uid)
    for (let n = 0; n < STAFF_MAILS_PER_HOUR; n++) {
      const sent = await call(`/customers/${await newCustomer()}/password-reset/`, {}, token)
      expect(sent.statusCode, sent.body).toBe(200)
    }
    const invite = { email: 'one-more@test.example', first_name: 'Ada', last_name: 'Byron' }
    expectMailsRefused(await call('/customer-invitations/', invite, token))
    const byAnother = await call(`/customers/${await newCustomer()}/password-reset/`)
    expect(byAnother.statusCode, byAnother.body).toBe(200)
  })
})
