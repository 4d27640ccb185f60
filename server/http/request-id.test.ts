import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { Writable } from 'node:stream'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { API_BASE } from '../../contract/values/api-paths.ts'
import { startTestApp, type TestApp } from '../../test/support/app.ts'
import { createTestDatabase, DIALECTS, type TestDatabase } from '../../test/support/database.ts'
import { createWebsite } from '../../test/support/fixtures.ts'
import { buildApp } from '../app.ts'
import { loadConfig } from '../config.ts'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/

/** A stream keeping the server's log lines, parsed. */
function logLines() {
  const lines: Record<string, unknown>[] = []
  const raw: string[] = []
  const stream = new Writable({
    write(chunk, _encoding, done) {
      raw.push(String(chunk))
      lines.push(JSON.parse(String(chunk)) as Record<string, unknown>)
      done()
    },
  })
  return { lines, raw, stream }
}

describe.each(DIALECTS)('the request id, on %s', (dialect) => {
  let t: TestApp
  const log = logLines()

  beforeAll(async () => {
    // A proxy on this machine is trusted, as inject's requests come from 127.0.0.1.
    t = await startTestApp(
      dialect,
      { LOG_LEVEL: 'info', TRUST_PROXY: 'loopback' },
      { logStream: log.stream },
    )
    await createWebsite(t.database.db, { hosts: ['localhost'] })
  })
  afterAll(() => t.close())

  it('is sent back on every answer, a new one for each request', async () => {
    const first = await t.app.inject({ url: '/healthz' })
    const second = await t.app.inject({ url: `${API_BASE}/website/` })
    expect(first.headers['x-request-id']).toMatch(UUID)
    expect(second.headers['x-request-id']).toMatch(UUID)
    expect(second.headers['x-request-id']).not.toBe(first.headers['x-request-id'])
  })

  it.each([
    ['a 400 of the schema', 'POST', `${API_BASE}/contact/`, { email: 'nope' }, 400],
    ['a 404 of a route', 'GET', `${API_BASE}/items/no-such-item/`, undefined, 404],
    ['a 404 of no route', 'DELETE', '/no/such/address', undefined, 404],
    ['a 400 of a malformed address', 'GET', `${API_BASE}/items/%zz/`, undefined, 400],
  ] as const)('names the request in %s', async (_case, method, url, payload, status) => {
    const answer = await t.app.inject({ method, url, payload })
    expect(answer.statusCode).toBe(status)
    const id = answer.headers['x-request-id']
    expect(id).toMatch(UUID)
    expect(answer.json()).toEqual({
      type: expect.any(String),
      message: expect.any(String),
      ...(status === 400 ? { details: expect.any(Object) } : {}),
      request_id: id,
    })
  })

  it("keeps a trusted proxy's X-Request-Id when it is a plain token", async () => {
    const id = 'edge-4f1c2a9b7d3e.01'
    const answer = await t.app.inject({
      url: `${API_BASE}/items/no-such-item/`,
      headers: { 'x-request-id': id },
    })
    expect(answer.headers['x-request-id']).toBe(id)
    expect(answer.json().request_id).toBe(id)
  })

  it.each([
    ['spaces and quotes', 'abc" injected="1'],
    ['a line break', 'abc\tdef'],
    ['more than 128 characters', 'a'.repeat(129)],
  ])('replaces an X-Request-Id with %s', async (_case, sent) => {
    const answer = await t.app.inject({ url: '/healthz', headers: { 'x-request-id': sent } })
    expect(answer.headers['x-request-id']).toMatch(UUID)
  })

  it('writes it in every line logged for a request, through any logger', async () => {
    const answer = await t.app.inject({
      method: 'POST',
      url: `${API_BASE}/contact/`,
      payload: { email: 'ana@test.example', first_name: 'Ana', last_name: 'B', message: 'Bonjour' },
    })
    expect(answer.statusCode).toBe(201)
    await t.app.jobs.mail.idle()
    const id = answer.headers['x-request-id']
    const mine = log.lines.filter((line) => line.reqId === id)
    const messages = mine.map((line) => line.msg)
    expect(messages).toContain('incoming request')
    expect(messages).toContain('request completed')
    // The mail job logs through the server's logger, after the answer: it names the request that
    // added it.
    expect(messages).toContain('mail written to the outbox')
    // A request-bound line names it once, not twice.
    const completed = log.raw.find((line) => line.includes(`"${id}"`) && line.includes('completed'))
    expect(completed?.split('"reqId"').length).toBe(2)
  })

  it('writes nothing of a request in lines logged outside any', async () => {
    log.lines.length = 0
    t.app.log.info('between requests')
    expect(log.lines).toEqual([expect.not.objectContaining({ reqId: expect.anything() })])
  })
})

describe('the request id, from a client that is no trusted proxy', () => {
  let t: TestApp

  beforeAll(async () => {
    t = await startTestApp('sqlite')
  })
  afterAll(() => t.close())

  it('is chosen by the server, whatever X-Request-Id says', async () => {
    const answer = await t.app.inject({ url: '/healthz', headers: { 'x-request-id': 'forged' } })
    expect(answer.headers['x-request-id']).toMatch(UUID)
  })
})

describe('the request id, behind proxies TRUST_PROXY names by range', () => {
  let t: TestApp

  beforeAll(async () => {
    t = await startTestApp('sqlite', { TRUST_PROXY: '10.0.0.0/8, fd00::/8' })
  })
  afterAll(() => t.close())

  const sentFrom = (remoteAddress: string) =>
    t.app.inject({ url: '/healthz', remoteAddress, headers: { 'x-request-id': 'edge-42' } })

  it.each(['10.1.2.3', '::ffff:10.1.2.3', 'fd00::7'])(
    'is kept from the proxy at %s',
    async (peer) => {
      expect((await sentFrom(peer)).headers['x-request-id']).toBe('edge-42')
    },
  )

  it.each(['11.1.2.3', '2001:db8::7', '::ffff:11.1.2.3'])(
    'is chosen by the server for a client at %s',
    async (peer) => {
      expect((await sentFrom(peer)).headers['x-request-id']).toMatch(UUID)
    },
  )
})

describe.each(DIALECTS)('an unexpected failure, on %s', (dialect) => {
  let app: FastifyInstance
  let database: TestDatabase
  let dataDir: string
  const log = logLines()

  // The only way to fail unexpectedly on purpose: a route of the test's own, beside the real ones.
  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'vitrine-data-'))
    const config = loadConfig({
      DATA_DIR: dataDir,
      SECRET_KEY: 'test-secret-key-that-is-long-enough-0123456789',
      LOG_LEVEL: 'error',
      SEED_DEMO: 'false',
    })
    database = await createTestDatabase(dialect)
    await createWebsite(database.db, { hosts: ['localhost'] })
    app = await buildApp(config, { database, logStream: log.stream })
    app.get('/test/fails', async () => {
      throw new Error('the disk is on fire')
    })
    await app.ready()
  })
  afterAll(async () => {
    await app.close()
    await database.drop()
    rmSync(dataDir, { recursive: true, force: true })
  })

  it('answers a 500 naming the request that the log line of the failure names too', async () => {
    const answer = await app.inject({ url: '/test/fails' })
    expect(answer.statusCode).toBe(500)
    const id = answer.headers['x-request-id']
    expect(id).toMatch(UUID)
    expect(answer.json()).toEqual({
      type: 'ServerError',
      message: 'Une erreur inattendue s’est produite lors du traitement de votre demande.',
      request_id: id,
    })
    expect(answer.body).not.toContain('fire')
    const failure = log.lines.find((line) => line.msg === 'request failed')
    expect(failure).toMatchObject({ reqId: id, err: { message: 'the disk is on fire' } })
  })
})
