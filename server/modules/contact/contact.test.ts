import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { API_BASE } from '../../../contract/schemas/index.ts'
import { startTestApp, type TestApp } from '../../../test/support/app.ts'
import { sentMails } from '../../../test/support/sent-mails.ts'
import { DIALECTS } from '../../../test/support/database.ts'
import { createWebsite } from '../../../test/support/fixtures.ts'

const message = {
  email: 'visitor@example.com',
  first_name: 'Marie',
  last_name: 'Curie',
  message: 'Bonjour, proposez-vous des tarifs pour les écoles ?',
}

const send = (t: TestApp, body: unknown, ip = '203.0.113.7') =>
  t.app.inject({
    method: 'POST',
    url: `${API_BASE}/contact/`,
    remoteAddress: ip,
    payload: body as object,
  })

const storedMessages = (t: TestApp) =>
  t.database.db.selectFrom('contact_messages').selectAll().execute()

describe.each(DIALECTS)('contact on %s', (dialect) => {
  let t: TestApp
  let site: string

  beforeAll(async () => {
    t = await startTestApp(dialect)
    site = await createWebsite(t.database.db, { name: 'Main', hosts: ['localhost'] })
  })
  afterAll(() => t.close())

  it('stores the message and mails the staff, who can reply to the visitor', async () => {
    const answer = await send(t, message)
    expect(answer.statusCode).toBe(201)
    expect(answer.json()).toEqual({ detail: expect.any(String) })
    expect(await storedMessages(t)).toEqual([
      expect.objectContaining({ website_uid: site, ...message, uid: expect.any(String) }),
    ])
    const mails = await sentMails(t)
    expect(mails).toHaveLength(1)
    const mail = mails[0]
    expect(mail).toContain('To: staff@test.example')
    expect(mail).toContain('Reply-To: visitor@example.com')
    expect(mail).toContain('Marie Curie')
  })

  it.each([
    ['email', { ...message, email: undefined }],
    ['email', { ...message, email: 'not-an-address' }],
    ['first_name', { ...message, first_name: '' }],
    ['last_name', { ...message, last_name: undefined }],
    ['message', { ...message, message: '' }],
    ['message', { ...message, message: '   ' }],
    ['message', { ...message, message: 'x'.repeat(5001) }],
  ])('rejects a bad message with a 400 naming %s', async (field, body) => {
    const before = (await storedMessages(t)).length
    const answer = await send(t, body)
    expect(answer.statusCode).toBe(400)
    expect(Object.keys(answer.json().details)).toContain(field)
    expect(await storedMessages(t)).toHaveLength(before)
  })
})

describe.each(DIALECTS)('contact limits on %s', (dialect) => {
  let t: TestApp

  beforeAll(async () => {
    t = await startTestApp(dialect, {
      RATE_LIMIT_PER_IP: '3',
      RATE_LIMIT_PER_ACCOUNT: '2',
      SMTP_URL: 'smtp://127.0.0.1:1',
    })
    await createWebsite(t.database.db)
  })
  afterAll(() => t.close())

  it('still answers 201 and keeps the message when mail is down', async () => {
    const answer = await send(t, message, '198.51.100.1')
    expect(answer.statusCode).toBe(201)
    expect(await storedMessages(t)).toHaveLength(1)
  })

  it('answers 429 with Retry-After past the limit per e-mail address', async () => {
    const body = { ...message, email: 'insistent@example.com' }
    const statuses = []
    for (const ip of ['192.0.2.1', '192.0.2.2', '192.0.2.3']) {
      statuses.push((await send(t, body, ip)).statusCode)
    }
    expect(statuses).toEqual([201, 201, 429])
  })

  it('answers 429 with Retry-After past the limit per IP address', async () => {
    const statuses = []
    for (let i = 0; i < 3; i++) {
      const body = { ...message, email: `visitor${i}@example.com` }
      statuses.push((await send(t, body, '198.51.100.9')).statusCode)
    }
    expect(statuses).toEqual([201, 201, 201])
    const stored = (await storedMessages(t)).length
    const limited = await send(t, { ...message, email: 'new@example.com' }, '198.51.100.9')
    expect(limited.statusCode).toBe(429)
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0)
    expect(limited.json().type).toBe('TooManyRequests')
    expect(await storedMessages(t)).toHaveLength(stored)
  })
})
