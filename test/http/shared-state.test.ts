import { randomInt } from 'node:crypto'
import type { FastifyInstance, LightMyRequestResponse } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AdminSettings } from '../../contract/schemas/admin-settings.ts'
import { ADMIN_API_BASE } from '../../contract/schemas/admin.ts'
import { API_BASE } from '../../contract/schemas/index.ts'
import type { WebsiteSettings } from '../../contract/schemas/website.ts'
import { insertItem, insertMedia } from '../../server/db/insert.ts'
import { startTestApp, type TestApp } from '../support/app.ts'
import { startSecondProcess, type SecondProcess } from '../support/second-process.ts'
import { DIALECTS } from '../support/database.ts'
import { createSession, createUser, createWebsite, signedIn } from '../support/fixtures.ts'

const REDIS_URL = process.env.REDIS_URL
const HOST = 'shared.test'

describe.each(DIALECTS)('two server processes on one %s database', (dialect) => {
  let first: TestApp
  let second: SecondProcess
  let token: string
  let itemUid: string

  beforeAll(async () => {
    first = await startTestApp(dialect)
    second = await startSecondProcess(first)
    const db = first.database.db
    const site = await createWebsite(db, { name: 'Avant', hosts: [HOST] })
    token = await createSession(db, site, (await createUser(db, site, { staffRole: 'owner' })).uid)
    itemUid = await insertItem(db, site, {
      slug: 'le-film',
      contentObjectType: 'media',
      contentObjectUid: await insertMedia(db, site, { name: 'Ancien nom', duration: 60 }),
      publishedAt: '2024-01-01T00:00:00.000Z',
    })
  })
  afterAll(async () => {
    await second.close()
    await first.close()
  })

  const staff = (method: 'GET' | 'PUT' | 'PATCH', url: string, payload?: object) =>
    first.app.inject({
      method,
      url: `${ADMIN_API_BASE}${url}`,
      headers: { host: HOST, ...signedIn(token) },
      ...(payload ? { payload } : {}),
    })
  const visit = (url: string) =>
    second.app.inject({ url: `${API_BASE}${url}`, headers: { host: HOST } })
  const ok = (answer: LightMyRequestResponse) => {
    expect(answer.statusCode, answer.body).toBe(200)
    return answer
  }

  it('shows visitors of the other process the settings staff saved, on the next request', async () => {
    expect(ok(await visit('/website/')).json<WebsiteSettings>().name).toBe('Avant')
    const settings = ok(await staff('GET', '/settings/')).json<AdminSettings>()
    ok(await staff('PUT', '/settings/', { ...settings, name: 'Après', show_legal: false }))
    expect(ok(await visit('/website/')).json<WebsiteSettings>().name).toBe('Après')
  })

  it('shows visitors of the other process the item staff changed, on the next request', async () => {
    // Both the item and the list are in the other process's catalogue cache before the change.
    const name = (answer: LightMyRequestResponse) =>
      answer.json<{ content_object: { name: string } }>().content_object.name
    expect(name(ok(await visit('/items/le-film/')))).toBe('Ancien nom')
    expect(ok(await visit('/items/')).body).toContain('Ancien nom')
    ok(await staff('PATCH', `/items/${itemUid}/`, { name: 'Nouveau nom' }))
    expect(name(ok(await visit('/items/le-film/')))).toBe('Nouveau nom')
    expect(ok(await visit('/items/')).body).toContain('Nouveau nom')
  })
})

describe.runIf(REDIS_URL).each(DIALECTS)('two server processes on one Redis (%s)', (dialect) => {
  let first: TestApp
  let second: SecondProcess
  let websiteUid: string
  // Counters outlive a run in Redis: each run's addresses and accounts are its own.
  const run = randomInt(1e9)
  const address = (n: number) => `10.${randomInt(256)}.${randomInt(256)}.${n}`

  beforeAll(async () => {
    const jobsPrefix = `shared-state-${run}`
    first = await startTestApp(
      dialect,
      { REDIS_URL: REDIS_URL ?? '', RATE_LIMIT_PER_IP: '4', RATE_LIMIT_PER_ACCOUNT: '2' },
      { jobsPrefix },
    )
    second = await startSecondProcess(first, { jobsPrefix })
    websiteUid = await createWebsite(first.database.db)
  })
  afterAll(async () => {
    await second.close()
    await first.close()
  })

  const post = (app: FastifyInstance, url: string, payload: object, ip: string) =>
    app.inject({ method: 'POST', url: `${API_BASE}${url}`, payload, remoteAddress: ip })

  it('count attempts per IP together: the limit is the same however requests are spread', async () => {
    const ip = address(1)
    const reset = (app: FastifyInstance, n: number) =>
      post(app, '/password/reset/', { email: `reset${run}-${n}@test.example` }, ip)
    expect((await reset(first.app, 0)).statusCode).toBe(200)
    expect((await reset(second.app, 1)).statusCode).toBe(200)
    expect((await reset(first.app, 2)).statusCode).toBe(200)
    expect((await reset(second.app, 3)).statusCode).toBe(200)
    const limited = await reset(first.app, 4)
    expect(limited.statusCode).toBe(429)
    expect(limited.json()).toMatchObject({ type: 'TooManyRequests', message: expect.any(String) })
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0)
  })

  it('count wrong passwords per account and address together, and lock that pair', async () => {
    const owner = await createUser(first.database.db, websiteUid)
    const ip = address(2)
    const login = (app: FastifyInstance, password: string) =>
      post(app, '/auth/login/', { email: owner.email, password }, ip)
    expect((await login(first.app, 'wrong 1')).statusCode).toBe(400)
    expect((await login(second.app, 'wrong 2')).statusCode).toBe(400)
    // Two wrong passwords from this address, one in each process: the pair is locked in both.
    const locked = await login(first.app, owner.password)
    expect(locked.statusCode, locked.body).toBe(429)
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(30)
  })
})
