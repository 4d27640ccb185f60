import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { FastifyInstance, LightMyRequestResponse } from 'fastify'
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { API_BASE } from '../../contract/schemas/index.ts'
import { buildApp } from '../../server/app.ts'
import { loadConfig } from '../../server/config.ts'
import { connectDatabase, type DatabaseHandle } from '../../server/db/connect.ts'
import { isDatabaseUnavailable } from '../../server/db/unavailable.ts'
import { createTestDatabase, DIALECTS, type TestDatabase } from '../support/database.ts'
import { eventually } from '../support/eventually.ts'
import { createUser, createWebsite, type TestUser } from '../support/fixtures.ts'
import { startTcpProxy, type TcpProxy } from '../support/tcp-proxy.ts'

/** A load balancer's probe: any Host at all. */
const PROBE_HOST = { host: '10.0.0.7:8080' }

function expectServiceUnavailable(answer: LightMyRequestResponse): void {
  expect(answer.statusCode, answer.body).toBe(503)
  expect(answer.json()).toEqual({
    type: 'ServiceUnavailable',
    message: expect.any(String),
    request_id: expect.any(String),
  })
  expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0)
}

describe.runIf(DIALECTS.includes('postgres'))('the server while PostgreSQL is away', () => {
  let database: TestDatabase
  let proxy: TcpProxy
  let proxied: DatabaseHandle
  let app: FastifyInstance
  let user: TestUser
  let dataDir: string

  beforeAll(async () => {
    database = await createTestDatabase('postgres')
    user = await createUser(database.db, await createWebsite(database.db))
    // The server reaches its database through a proxy the test cuts, as a restart or a
    // network cut would.
    proxy = await startTcpProxy(database.options.databaseUrl ?? '')
    proxied = connectDatabase({ databaseUrl: proxy.url, sqliteFile: ':memory:' })
    dataDir = mkdtempSync(path.join(tmpdir(), 'vitrine-outage-'))
    const config = loadConfig({
      DATA_DIR: dataDir,
      SECRET_KEY: 'test-secret-key-that-is-long-enough-0123456789',
      PASSWORD_HASH_COST: '10',
      LOG_LEVEL: 'silent',
      SEED_DEMO: 'false',
    })
    app = await buildApp(config, { database: proxied })
    await app.ready()
  })
  afterAll(async () => {
    await app?.close()
    await proxied?.db.destroy()
    await proxy?.close()
    await database?.drop()
    if (dataDir) rmSync(dataDir, { recursive: true, force: true })
  })

  const website = () => app.inject({ url: `${API_BASE}/website/` })
  const login = () =>
    app.inject({
      method: 'POST',
      url: `${API_BASE}/auth/login/`,
      payload: { email: user.email, password: user.password },
    })
  const probe = (url: string) => app.inject({ url, headers: PROBE_HOST })

  it('answers 503 while it is away, says so at /readyz, and recovers on its own', async () => {
    expect((await website()).statusCode).toBe(200)
    expect((await probe('/readyz')).json()).toEqual({ status: 'ready' })

    proxy.cut()
    expectServiceUnavailable(await website())
    expectServiceUnavailable(await login())
    const notReady = await probe('/readyz')
    expectServiceUnavailable(notReady)
    expect(notReady.json().message).toContain('database')
    // The process itself still serves: no restart is called for.
    expect((await probe('/healthz')).statusCode).toBe(200)

    proxy.restore()
    await eventually('the website answering again', website, (a) => a.statusCode === 200)
    expect((await login()).statusCode).toBe(200)
    expect((await probe('/readyz')).statusCode).toBe(200)
  })

  it('fails a transaction whose connection is cut, without an unhandled error', async () => {
    const uncaught: unknown[] = []
    const collect = (error: unknown) => uncaught.push(error)
    process.on('uncaughtException', collect)
    try {
      const transaction = app.db.transaction().execute(async (trx) => {
        await sql`select 1`.execute(trx)
        // The connection is checked out, between two statements, when it dies.
        proxy.cut()
        await sql`select 2`.execute(trx)
      })
      await expect(transaction).rejects.toSatisfy(isDatabaseUnavailable)
    } finally {
      process.off('uncaughtException', collect)
    }
    expect(uncaught).toEqual([])
    proxy.restore()
    await eventually('the website answering again', website, (a) => a.statusCode === 200)
  })
})
