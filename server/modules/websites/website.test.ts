import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { API_BASE } from '../../../contract/schemas/index.ts'
import { DIALECTS } from '../../../test/support/database.ts'
import { startTestApp, type TestApp } from '../../../test/support/app.ts'
import { createWebsite } from '../../../test/support/fixtures.ts'

describe.each(DIALECTS)('website settings on %s', (dialect) => {
  let t: TestApp

  beforeAll(async () => {
    t = await startTestApp(dialect)
    await createWebsite(t.database.db, {
      name: 'Main',
      hosts: ['localhost', 'main.test'],
      createdAt: '2026-01-01T00:00:00.000Z',
    })
    await createWebsite(t.database.db, {
      name: 'Swiss',
      hosts: ['swiss.test'],
      createdAt: '2026-02-01T00:00:00.000Z',
      settings: { monetization_currency: 'chf', auth_force_login: true },
    })
  })
  afterAll(() => t.close())

  it('answers the settings of the website the Host names', async () => {
    const main = await t.app.inject({ url: `${API_BASE}/website/`, headers: { host: 'main.test' } })
    expect(main.statusCode).toBe(200)
    expect(main.json()).toMatchObject({ name: 'Main', monetization_currency: 'eur' })

    const swiss = await t.app.inject({
      url: `${API_BASE}/website/`,
      headers: { host: 'swiss.test:3000' },
    })
    expect(swiss.json()).toMatchObject({
      name: 'Swiss',
      monetization_currency: 'chf',
      auth_force_login: true,
    })
  })

  it('falls back to the oldest website for a host nobody claims', async () => {
    const answer = await t.app.inject({
      url: `${API_BASE}/website/`,
      headers: { host: '10.1.2.3' },
    })
    expect(answer.json().name).toBe('Main')
  })

  it('merges the default options under the stored ones', async () => {
    const answer = await t.app.inject({ url: `${API_BASE}/website/` })
    expect(answer.json().options).toEqual({
      aspectRatioMediaCard: '16/9',
      subcategoryImage: 'icon',
    })
  })

  it('answers an unknown API route with a 404 in the error shape', async () => {
    const answer = await t.app.inject({ url: `${API_BASE}/nothing-here/` })
    expect(answer.statusCode).toBe(404)
    expect(answer.json()).toEqual({
      type: 'NotFound',
      message: expect.any(String),
      request_id: expect.any(String),
    })
  })

  it('sends security headers on every answer', async () => {
    const answer = await t.app.inject({ url: `${API_BASE}/website/` })
    expect(answer.headers['x-content-type-options']).toBe('nosniff')
    expect(answer.headers['content-security-policy']).toContain("frame-ancestors 'self'")
  })

  it('serves the OpenAPI description of the calls', async () => {
    const answer = await t.app.inject({ url: '/api/docs/json' })
    expect(answer.statusCode).toBe(200)
    expect(Object.keys(answer.json().paths)).toContain(`${API_BASE}/website/`)
  })
})
