import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import http from 'node:http'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { API_BASE } from '../../contract/schemas/index.ts'
import { connectDatabase } from '../../server/db/connect.ts'
import { migrateToLatest } from '../../server/db/migrate.ts'
import { createWebsite } from '../support/fixtures.ts'

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number }
      server.close(() => resolve(port))
    })
  })
}

/** Resolves once the child's log holds `text`; fails if the child exits first. */
function logged(child: ChildProcess): (text: string) => Promise<void> {
  let output = ''
  const listeners = new Set<() => void>()
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString()
    for (const listener of listeners) listener()
  })
  return (text) =>
    new Promise<void>((resolve, reject) => {
      const check = () => {
        if (!output.includes(text)) return
        listeners.delete(check)
        resolve()
      }
      listeners.add(check)
      child.once('exit', (code) => reject(new Error(`server exited with ${code} before "${text}"`)))
      check()
    })
}

describe('the server process', () => {
  let folder: string
  let port: number
  let server: ChildProcess
  let printed: (text: string) => Promise<void>

  beforeAll(async () => {
    folder = mkdtempSync(path.join(tmpdir(), 'vitrine-process-'))
    const database = connectDatabase({ sqliteFile: path.join(folder, 'vitrine.sqlite') })
    await migrateToLatest(database)
    await createWebsite(database.db)
    await database.db.destroy()
    port = await freePort()
    server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      env: {
        ...process.env,
        DATABASE_URL: '',
        DATA_DIR: folder,
        PORT: String(port),
        // Live ingest (RTMP) stays off: several servers share this machine.
        RTMP_PORT: '0',
        HOST: '127.0.0.1',
        SEED_DEMO: 'false',
        LOG_LEVEL: 'info',
        SECRET_KEY: 's'.repeat(40),
      },
      stdio: ['ignore', 'pipe', 'ignore'],
    })
    printed = logged(server)
    await printed('Server listening at')
  })
  afterAll(() => {
    if (server.exitCode === null) server.kill('SIGKILL')
    rmSync(folder, { recursive: true, force: true })
  })

  it('finishes a request in flight on SIGTERM, then exits cleanly', async () => {
    const body = JSON.stringify({
      email: 'visitor@test.example',
      first_name: 'Ada',
      last_name: 'Lovelace',
      message: 'Bonjour !',
    })
    const exited = new Promise<number | null>((resolve) => server.once('exit', resolve))
    // The body waits for the server's "100 Continue": once it is said, the request is in flight
    // (one that arrived after SIGTERM would rightly be turned away with 503).
    const request = http.request({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: `${API_BASE}/contact/`,
      headers: {
        'content-type': 'application/json',
        'content-length': Buffer.byteLength(body),
        expect: '100-continue',
      },
    })
    const answered = new Promise<number>((resolve, reject) => {
      request.on('response', (response) => {
        response.resume()
        response.on('end', () => resolve(response.statusCode ?? 0))
      })
      request.on('error', reject)
    })
    const inFlight = new Promise<void>((resolve) => request.once('continue', () => resolve()))
    request.flushHeaders()
    await inFlight

    server.kill('SIGTERM')
    await printed('finishing requests in flight')
    request.end(body)
    expect(await answered).toBe(201)
    expect(await exited).toBe(0)
  })
})

describe('a bad configuration', () => {
  it('stops start-up with a message naming the variable', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      env: { ...process.env, PORT: 'not-a-port', LOG_LEVEL: 'silent' },
    })
    let stderr = ''
    child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve))
    expect(code).toBe(1)
    expect(stderr).toContain('PORT')
  })
})
