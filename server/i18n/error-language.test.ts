import type { LightMyRequestResponse } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { API_BASE } from '../../contract/schemas/index.ts'
import { startTestApp, type TestApp } from '../../test/support/app.ts'
import { DIALECTS } from '../../test/support/database.ts'
import { createUser, createWebsite } from '../../test/support/fixtures.ts'

const TAKEN = 'taken@test.example'

const newcomer = (overrides: Record<string, unknown> = {}) => ({
  first_name: 'Grace',
  last_name: 'Hopper',
  email: TAKEN,
  password1: 'cobol-forever',
  password2: 'cobol-forever',
  ...overrides,
})

describe.each(DIALECTS)('error messages in the visitor’s language on %s', (dialect) => {
  let t: TestApp

  beforeAll(async () => {
    t = await startTestApp(dialect)
    const websiteUid = await createWebsite(t.database.db, { hosts: ['shop.test'] })
    await createUser(t.database.db, websiteUid, { email: TAKEN })
  })
  afterAll(() => t.close())

  const register = (
    headers: Record<string, string>,
    body = newcomer(),
  ): Promise<LightMyRequestResponse> =>
    t.app.inject({
      method: 'POST',
      url: `${API_BASE}/auth/register/`,
      payload: body,
      headers: { host: 'shop.test', ...headers },
    })

  const takenInFrench = 'Un compte existe déjà avec cette adresse e-mail.'
  const takenInEnglish = 'A user with that email already exists.'

  it('says a registration error in French when nothing asks for another language', async () => {
    const answer = await register({})
    expect(answer.statusCode).toBe(409)
    expect(answer.json()).toEqual({
      type: 'Conflict',
      message: takenInFrench,
      details: { email: [takenInFrench] },
      request_id: expect.any(String),
    })
  })

  it('says it in English to a visitor who chose English on the storefront', async () => {
    const answer = await register({ cookie: 'language=en' })
    expect(answer.json()).toMatchObject({
      type: 'Conflict',
      message: takenInEnglish,
      details: { email: [takenInEnglish] },
    })
  })

  it('says it in the browser’s language when the visitor chose none', async () => {
    const english = await register({ 'accept-language': 'en-GB,en;q=0.9' })
    expect(english.json().details).toEqual({ email: [takenInEnglish] })
    const german = await register({ 'accept-language': 'de-DE,de;q=0.9' })
    expect(german.json().details).toEqual({ email: [takenInFrench] })
  })

  it('says it in French when the browser’s languages cannot be read or rank French first', async () => {
    for (const header of ['en;q=abc, de', ';;;', 'en;q=0.5, *']) {
      const answer = await register({ 'accept-language': header })
      expect(answer.json().details, header).toEqual({ email: [takenInFrench] })
    }
    const english = await register({ 'accept-language': 'de, en;q=0.8, *;q=0.1' })
    expect(english.json().details).toEqual({ email: [takenInEnglish] })
  })

  it('follows the visitor’s choice over the browser’s', async () => {
    const french = await register({ cookie: 'language=fr', 'accept-language': 'en-GB,en;q=0.9' })
    expect(french.json().details).toEqual({ email: [takenInFrench] })
    const english = await register({ cookie: 'language=en', 'accept-language': 'fr-FR' })
    expect(english.json().details).toEqual({ email: [takenInEnglish] })
  })

  it('says a refused field in either language, naming the field the same way', async () => {
    const short = newcomer({ email: 'short@test.example', password1: 'short', password2: 'short' })
    const french = await register({}, short)
    expect(french.statusCode).toBe(400)
    expect(french.json()).toMatchObject({
      type: 'ValidationError',
      message: 'password1: Ce champ doit contenir au moins 8 caractères.',
      details: { password1: ['Ce champ doit contenir au moins 8 caractères.'] },
    })
    const english = await register({ cookie: 'language=en' }, short)
    expect(english.json()).toMatchObject({
      type: 'ValidationError',
      message: 'password1: Ensure this field has at least 8 characters.',
      details: { password1: ['Ensure this field has at least 8 characters.'] },
    })
  })

  it('says in French that an address leads nowhere', async () => {
    const answer = await t.app.inject({
      url: `${API_BASE}/nowhere/`,
      headers: { host: 'shop.test' },
    })
    expect(answer.json()).toMatchObject({
      type: 'NotFound',
      message: `Aucune route GET ${API_BASE}/nowhere/.`,
    })
  })
})
