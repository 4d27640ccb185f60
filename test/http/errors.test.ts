import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { API_BASE } from '../../contract/schemas/index.ts'
import { buildApp } from '../../server/app.ts'
import { startTestApp, type TestApp } from '../support/app.ts'
import { createTestDatabase, DIALECTS } from '../support/database.ts'
import { createWebsite } from '../support/fixtures.ts'

describe.each(DIALECTS)('error answers on %s', (dialect) => {
  let t: TestApp

  beforeAll(async () => {
    t = await startTestApp(dialect)
    await createWebsite(t.database.db)
  })
  afterAll(() => t.close())

  const post = (body: string, contentType = 'application/json') =>
    t.app.inject({
      method: 'POST',
      url: `${API_BASE}/contact/`,
      headers: { 'content-type': contentType },
      body,
    })

  it('answers malformed JSON with a 400 that says so', async () => {
    const answer = await post('{"email": ')
    expect(answer.statusCode).toBe(400)
    expect(answer.json()).toMatchObject({
      type: 'ValidationError',
      details: { body: [expect.any(String)] },
    })
  })

  it('answers a body over 1 MB with a 413', async () => {
    const answer = await post(JSON.stringify({ message: 'x'.repeat(1024 * 1024 + 10) }))
    expect(answer.statusCode).toBe(413)
    expect(answer.json().type).toBe('PayloadTooLarge')
  })

  it('answers an unsupported content type with a 415', async () => {
    const answer = await post('<xml/>', 'application/xml')
    expect(answer.statusCode).toBe(415)
    expect(answer.json().type).toBe('UnsupportedMediaType')
  })

  it('names the field of a bad query value', async () => {
    const answer = await t.app.inject({ url: `${API_BASE}/items/?limit=abc` })
    expect(answer.statusCode).toBe(400)
    expect(answer.json().details).toHaveProperty('limit')
  })
})

describe('a failure inside the server', () => {
  it('answers 500 in the error shape without a stack trace', async () => {
    const database = await createTestDatabase('sqlite')
    const { loadConfig } = await import('../../server/config.ts')
    const config = loadConfig({
      DATA_DIR: '/tmp/vitrine-errors-test',
      SECRET_KEY: 'x'.repeat(40),
      LOG_LEVEL: 'silent',
    })
    const app = await buildApp(config, { database })
    app.get('/boom', async () => {
      throw new Error('database password is hunter2 at /srv/app.ts:12')
    })
    await createWebsite(database.db)
    const answer = await app.inject({ url: '/boom' })
    await app.close()
    await database.drop()
    expect(answer.statusCode).toBe(500)
    expect(answer.json()).toEqual({
      type: 'ServerError',
      message: 'Une erreur inattendue s’est produite lors du traitement de votre demande.',
      request_id: expect.any(String),
    })
    expect(answer.body).not.toContain('hunter2')
  })
})
