import { once } from 'node:events'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { API_BASE } from '../../contract/schemas/index.ts'
import { createTestDatabase, type TestDatabase } from '../support/database.ts'
import { createWebsite } from '../support/fixtures.ts'
import { startNginx, type Nginx } from '../support/nginx.ts'
import { startServerProcess, type ServerProcess } from '../support/server-process.ts'

const HOST = 'balanced.test'

/** Two web processes on one database, behind the example's nginx. */
describe('the example nginx configuration of docs/deploy.md', () => {
  let database: TestDatabase
  const processes: ServerProcess[] = []
  let nginx: Nginx
  let origin: string

  beforeAll(async () => {
    database = await createTestDatabase('sqlite')
    await createWebsite(database.db, { hosts: [HOST] })
    // One after the other: the first migrates, the second finds nothing left to do.
    for (let i = 0; i < 2; i++) {
      processes.push(
        await startServerProcess({
          SQLITE_FILE: database.options.sqliteFile,
          DATABASE_URL: '',
          REDIS_URL: '',
          TRUST_PROXY: '1',
        }),
      )
    }
    const [first, second] = processes.map((server) => new URL(server.origin).host)
    nginx = await startNginx([first!, second!])
    origin = nginx.origin
  }, 90_000)
  afterAll(async () => {
    await nginx?.stop()
    for (const server of processes) server.stop()
    await database?.drop()
  })

  const items = (headers: Record<string, string> = {}) =>
    fetch(`${origin}${API_BASE}/items/`, { headers: { host: HOST, ...headers } })

  it('passes a request id to the server, which answers under it', async () => {
    const traced = await items({ 'x-request-id': 'trace-4f2a' })
    expect(traced.status).toBe(200)
    expect(traced.headers.get('x-request-id')).toBe('trace-4f2a')
    // Without one, nginx names the request ($request_id) and the server keeps that name.
    const named = await items()
    expect(named.headers.get('x-request-id')).toMatch(/^[0-9a-f]{32}$/)
  })

  it('keeps /metrics from the public', async () => {
    expect((await fetch(`${origin}/metrics`)).status).toBe(404)
  })

  it('goes on answering every request when one web process dies', async () => {
    const before = await Promise.all(Array.from({ length: 10 }, () => items()))
    expect(before.map((answer) => answer.status)).toEqual(Array(10).fill(200))

    processes[0]!.child.kill('SIGKILL')
    await new Promise((resolve) => processes[0]!.child.once('exit', resolve))
    // Round robin still sends every other request to the dead one; nginx tries the other.
    const after = []
    for (let i = 0; i < 10; i++) after.push((await items()).status)
    expect(after).toEqual(Array(10).fill(200))
  })
})

/** Two stand-in processes that answer 503 while their database is "down", as ours do. */
describe('the example nginx configuration when every process answers 503', () => {
  let down = true
  const upstreams: Server[] = []
  let nginx: Nginx

  beforeAll(async () => {
    for (let i = 0; i < 2; i++) {
      const server = createServer((request, response) => {
        // /healthz says only that the process runs, database or not.
        const failing = down && request.url !== '/healthz'
        response.writeHead(failing ? 503 : 200, { 'content-type': 'text/plain' })
        response.end(failing ? 'database unavailable' : 'ok')
      })
      server.listen(0, '127.0.0.1')
      await once(server, 'listening')
      upstreams.push(server)
    }
    const [first, second] = upstreams.map((server) => {
      const { port } = server.address() as AddressInfo
      return `127.0.0.1:${port}`
    })
    nginx = await startNginx([first!, second!])
  })
  afterAll(async () => {
    await nginx?.stop()
    for (const server of upstreams) server.close()
  })

  it('answers again on the very next request once the processes recover', async () => {
    const during = []
    for (let i = 0; i < 6; i++) during.push((await fetch(`${nginx.origin}/items`)).status)
    // The processes' own 503, never nginx's 502 "no live upstreams".
    expect(during).toEqual(Array(6).fill(503))

    down = false
    const after = []
    for (let i = 0; i < 6; i++) after.push((await fetch(`${nginx.origin}/items`)).status)
    expect(after).toEqual(Array(6).fill(200))
  })
})
