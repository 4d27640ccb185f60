import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { API_BASE } from '../../contract/index.ts'
import { createTestDatabase, type TestDatabase } from '../support/database.ts'
import { eventually } from '../support/eventually.ts'
import { createWebsite } from '../support/fixtures.ts'
import { freePort, startServerProcess, type ServerProcess } from '../support/server-process.ts'

/** docs/deploy.md's example: nginx in front of two web processes. */
const EXAMPLE = path.resolve('docs/nginx.conf')
const HOST = 'balanced.test'

/**
 * The example as it is, but for its addresses: the web processes' ports and a free port to
 * listen on, wrapped in what a whole nginx.conf adds (run in the foreground, files in `folder`).
 */
async function nginxConfig(folder: string, port: number, upstreams: string[]): Promise<string> {
  let example = await readFile(EXAMPLE, 'utf8')
  example = example.replaceAll('127.0.0.1:3001', upstreams[0]!)
  example = example.replaceAll('127.0.0.1:3002', upstreams[1]!)
  example = example.replace('listen 80;', `listen 127.0.0.1:${port};`)
  const temp = (name: string) => `${name}_temp_path ${path.join(folder, name)};`
  return `daemon off;
pid ${path.join(folder, 'nginx.pid')};
error_log ${path.join(folder, 'error.log')};
events {}
http {
  access_log off;
  ${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temp).join('\n  ')}
  ${example}
}
`
}

/** Two web processes on one database, behind the example's nginx. */
describe('the example nginx configuration of docs/deploy.md', () => {
  let folder: string
  let database: TestDatabase
  const processes: ServerProcess[] = []
  let nginx: ChildProcess
  let origin: string

  beforeAll(async () => {
    folder = await mkdtemp(path.join(tmpdir(), 'vitrine-nginx-'))
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
    const port = await freePort()
    const config = path.join(folder, 'nginx.conf')
    await writeFile(
      config,
      await nginxConfig(
        folder,
        port,
        processes.map((server) => new URL(server.origin).host),
      ),
    )
    nginx = spawn('nginx', ['-p', folder, '-c', config], { stdio: 'ignore' })
    origin = `http://127.0.0.1:${port}`
    await eventually(
      'nginx answering',
      () =>
        fetch(`${origin}/healthz`).then(
          (answer) => answer.ok,
          () => false,
        ),
      Boolean,
      { timeoutMs: 10_000, pauseMs: 50 },
    )
  }, 90_000)
  afterAll(async () => {
    nginx?.kill('SIGKILL')
    for (const server of processes) server.stop()
    await database?.drop()
    await rm(folder, { recursive: true, force: true })
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
