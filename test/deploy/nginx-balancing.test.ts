import { once } from 'node:events'
import { createServer, type RequestListener, type Server, type ServerResponse } from 'node:http'
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

/** A stand-in web process on a free port: `answer` decides what each request gets. */
async function standIn(answer: RequestListener): Promise<{ server: Server; address: string }> {
  const server = createServer(answer)
  server.listen(0, '127.0.0.1')
  await once(server, 'listening')
  return { server, address: `127.0.0.1:${(server.address() as AddressInfo).port}` }
}

/** nginx with the example configuration in front of two stand-ins. */
function standInsBehindNginx(answers: [RequestListener, RequestListener]) {
  const cluster = { origin: '' }
  const servers: Server[] = []
  let nginx: Nginx | undefined
  beforeAll(async () => {
    const [first, second] = await Promise.all(answers.map(standIn))
    servers.push(first!.server, second!.server)
    nginx = await startNginx([first!.address, second!.address])
    cluster.origin = nginx.origin
  })
  afterAll(async () => {
    await nginx?.stop()
    for (const server of servers) server.close()
  })
  return cluster
}

const answerWith = (response: ServerResponse, status: number) => {
  response.writeHead(status, { 'content-type': 'text/plain' })
  response.end(String(status))
}

/** Two stand-ins that answer 503 while their database is "down", as ours do. */
describe('the example nginx configuration when every process answers 503', () => {
  let down = true
  // /healthz says only that the process runs, database or not.
  const databaseAway: RequestListener = (request, response) =>
    answerWith(response, down && request.url !== '/healthz' ? 503 : 200)
  const cluster = standInsBehindNginx([databaseAway, databaseAway])

  it('answers again on the very next request once the processes recover', async () => {
    const during = []
    for (let i = 0; i < 6; i++) during.push((await fetch(`${cluster.origin}/items`)).status)
    // The processes' own 503, never nginx's 502 "no live upstreams".
    expect(during).toEqual(Array(6).fill(503))

    down = false
    const after = []
    for (let i = 0; i < 6; i++) after.push((await fetch(`${cluster.origin}/items`)).status)
    expect(after).toEqual(Array(6).fill(200))
  })
})

/** One stand-in dies (drops the connection) holding every POST it gets; the other answers. */
describe('the example nginx configuration when a process dies holding a POST', () => {
  const dying: RequestListener = (request, response) => {
    if (request.method === 'POST') request.socket.destroy()
    else answerWith(response, 200)
  }
  // The other checks that the request came whole: its body, and the key it was sent with.
  const answering: RequestListener = (request, response) => {
    let body = ''
    request.on('data', (chunk: Buffer) => (body += chunk.toString()))
    request.on('end', () => {
      const key = request.headers['idempotency-key']
      const whole = body === '{}' && (key === undefined || String(key).startsWith('key-'))
      answerWith(response, whole ? 200 : 400)
    })
  }
  const cluster = standInsBehindNginx([dying, answering])
  const post = async (path: string, headers: Record<string, string> = {}) =>
    (await fetch(`${cluster.origin}${path}`, { method: 'POST', body: '{}', headers })).status

  it('sends a login or a sandbox payment again to the other process', async () => {
    const answers = []
    for (let i = 0; i < 4; i++) answers.push(await post(`${API_BASE}/auth/login/`))
    for (let i = 0; i < 4; i++) answers.push(await post('/sandbox/checkout/order-1/pay'))
    expect(answers).toEqual(Array(8).fill(200))
  })

  it('sends any POST with an Idempotency-Key again: checkout, donation, sign-up', async () => {
    const answers = []
    for (const path of ['/billing/checkout/', '/billing/checkout/donate/', '/auth/register/']) {
      for (let i = 0; i < 4; i++) {
        answers.push(await post(`${API_BASE}${path}`, { 'idempotency-key': `key-${i}` }))
      }
    }
    expect(answers).toEqual(Array(12).fill(200))
  })

  it('never sends a checkout without a key twice: the buyer is told it failed', async () => {
    for (const path of ['/billing/checkout/', '/billing/checkout/donate/']) {
      const answers = []
      for (let i = 0; i < 4; i++) answers.push(await post(`${API_BASE}${path}`))
      // Round robin: every other checkout reached the dying process.
      expect(answers.sort()).toEqual([200, 200, 502, 502])
    }
  })
})
