import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { API_BASE } from '../../contract/schemas/index.ts'
import { createTestDatabase, DIALECTS, type TestDatabase } from '../support/database.ts'
import { eventually } from '../support/eventually.ts'
import { createWebsite } from '../support/fixtures.ts'
import { startServerProcess, type ServerProcess } from '../support/server-process.ts'

interface Answer {
  /** 0 when no answer came at all. */
  status: number
  body: unknown
  retryAfter: string | null
}

/** More callers than the pool has connections, so some wait for one while others are cut. */
const CALLERS = 40
const CUTS = 5

describe.runIf(DIALECTS.includes('postgres'))('the server while PostgreSQL drops it', () => {
  let database: TestDatabase
  let server: ServerProcess
  let admin: pg.Client

  beforeAll(async () => {
    database = await createTestDatabase('postgres')
    await createWebsite(database.db)
    server = await startServerProcess(
      { DATABASE_URL: database.options.databaseUrl ?? '', REDIS_URL: '' },
      '/readyz',
    )
    admin = new pg.Client({ connectionString: process.env.DATABASE_URL })
    await admin.connect()
  })
  afterAll(async () => {
    server?.stop()
    await admin?.end()
    await database?.drop()
  })

  /** What the server's connections see when PostgreSQL restarts (57P01); answers how many. */
  async function terminateServerConnections(): Promise<number> {
    const { rowCount } = await admin.query(
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
       WHERE datname = $1 AND pid <> pg_backend_pid()`,
      [new URL(database.options.databaseUrl ?? '').pathname.slice(1)],
    )
    return rowCount ?? 0
  }

  async function call(path: string): Promise<Answer> {
    try {
      const response = await fetch(`${server.origin}${path}`)
      const text = await response.text()
      return {
        status: response.status,
        body: text ? (JSON.parse(text) as unknown) : null,
        retryAfter: response.headers.get('retry-after'),
      }
    } catch {
      return { status: 0, body: null, retryAfter: null }
    }
  }

  it('keeps running and answers 200 or 503 while its connections are killed', async () => {
    const answers: Answer[] = []
    let loading = true
    const alive = () => server.child.exitCode === null && server.child.signalCode === null
    const caller = async (n: number) => {
      const path = n % 2 ? `${API_BASE}/website/` : `${API_BASE}/items/?limit=5`
      while (loading && alive()) answers.push(await call(path))
    }
    const callers = Array.from({ length: CALLERS }, (_, n) => caller(n))
    let terminated = 0
    for (let cut = 1; cut <= CUTS && alive(); cut++) {
      await eventually('answers under load', () => answers.length >= cut * 60 || !alive())
      terminated += await terminateServerConnections()
    }
    await eventually(
      'answers after the last cut',
      () => answers.length >= (CUTS + 1) * 60 || !alive(),
    )
    loading = false
    await Promise.all(callers)

    expect(alive(), `the server process died:\n${server.stderr()}`).toBe(true)
    expect(terminated).toBeGreaterThanOrEqual(CUTS)
    const failures = answers.filter((answer) => answer.status !== 200)
    for (const failure of failures) {
      expect(failure.status, JSON.stringify(failure)).toBe(503)
      expect(failure.body).toEqual({
        type: 'ServiceUnavailable',
        message: expect.any(String),
        request_id: expect.any(String),
      })
      expect(Number(failure.retryAfter)).toBeGreaterThan(0)
    }
    const recovered = await eventually(
      'a 200 after the cuts',
      () => call(`${API_BASE}/website/`),
      (answer) => answer.status === 200,
    )
    expect(recovered.status).toBe(200)
    expect((await call('/readyz')).status).toBe(200)
  })
})
