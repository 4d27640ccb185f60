import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { API_BASE } from '../../contract/schemas/index.ts'
import { startTestApp, type TestApp } from '../support/app.ts'
import { DIALECTS } from '../support/database.ts'
import { createSession, createUser, createWebsite, signedIn } from '../support/fixtures.ts'

const refusal = (field: string) => ({
  type: 'ValidationError',
  message: `${field}: Les caractères nuls ne sont pas autorisés.`,
  details: { [field]: ['Les caractères nuls ne sont pas autorisés.'] },
  request_id: expect.any(String),
})

/** PostgreSQL refuses NUL in text: every database turns it away first, with a 400. */
describe.each(DIALECTS)('a NUL character in a request, on %s', (dialect) => {
  let t: TestApp
  let token: string

  const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url, payload, headers })

  beforeAll(async () => {
    t = await startTestApp(dialect)
    const db = t.database.db
    const site = await createWebsite(db)
    token = await createSession(db, site, (await createUser(db, site)).uid)
  })
  afterAll(() => t.close())

  it('in the address path answers 400 naming the path', async () => {
    const paths = [
      `${API_BASE}/items/%00/`,
      `${API_BASE}/categories/a%00b/`,
      `${API_BASE}/medias/%00/`,
      '/embed/%00/',
      '/embed/media/%00/',
      '/%00',
    ]
    for (const url of paths) {
      const answer = await t.app.inject({ url })
      expect(answer.statusCode, url).toBe(400)
      expect(answer.json(), url).toEqual(refusal('path'))
    }
  })

  it('in a query parameter answers 400 naming the parameter', async () => {
    for (const name of ['search', 'categories', 'uid__in']) {
      const answer = await t.app.inject({ url: `${API_BASE}/items/?${name}=a%00` })
      expect(answer.statusCode, name).toBe(400)
      expect(answer.json(), name).toEqual(refusal(name))
    }
    const inName = await t.app.inject({ url: `${API_BASE}/items/?a%00=1` })
    expect(inName.json()).toEqual(refusal('query'))
  })

  it('in a JSON body answers 400 naming the field, however deep it sits', async () => {
    const register = await post(`${API_BASE}/auth/register/`, {
      first_name: 'Ada\u0000',
      last_name: 'Lovelace',
      email: 'ada@example.com',
      password1: 'a-long-password',
      password2: 'a-long-password',
    })
    expect(register.statusCode).toBe(400)
    expect(register.json()).toEqual(refusal('first_name'))

    const donation = await post(
      `${API_BASE}/billing/checkout/donate/`,
      { amount: 1000, message: 'Merci\u0000' },
      signedIn(token),
    )
    expect(donation.statusCode).toBe(400)
    expect(donation.json()).toEqual(refusal('message'))

    const request = await post(
      `${API_BASE}/ondemand/requests/`,
      { type: 'on_demand', items: ['ok', 'a\u0000'] },
      signedIn(token),
    )
    expect(request.statusCode).toBe(400)
    expect(request.json()).toEqual(refusal('items'))

    const inKey = await post(`${API_BASE}/contact/`, { 'x\u0000': 'y' })
    expect(inKey.json()).toEqual(refusal('body'))
  })

  it('in a form body answers 400 naming the field', async () => {
    const answer = await t.app.inject({
      method: 'POST',
      url: `${API_BASE}/contact/`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'email=a%40b.example&first_name=A&last_name=B&message=hi%00',
    })
    expect(answer.statusCode).toBe(400)
    expect(answer.json()).toEqual(refusal('message'))
  })

  it('leaves text that only mentions NUL alone', async () => {
    const answer = await t.app.inject({ url: `${API_BASE}/items/?search=%2500%20%5C0` })
    expect(answer.statusCode).toBe(200)
  })
})
