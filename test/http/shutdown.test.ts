import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import http from 'node:http'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { API_BASE } from '../../contract/index.ts'
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

async function waitUntilUp(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 30_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`)
    try {
      if ((await fetch(url)).ok) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error('server did not start')
}

describe('the server process', () => {
  let folder: string
  let port: number
  let server: ChildProcess

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
        HOST: '127.0.0.1',
        SEED_DEMO: 'false',
        LOG_LEVEL: 'silent',
        SECRET_KEY: 's'.repeat(40),
      },
      stdio: 'ignore',
    })
    await waitUntilUp(`http://127.0.0.1:${port}${API_BASE}/website/`, server)
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
    const answered = new Promise<number>((resolve, reject) => {
      const request = http.request(
        {
          host: '127.0.0.1',
          port,
          method: 'POST',
          path: `${API_BASE}/contact/`,
          headers: {
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(body),
          },
        },
        (response) => {
          response.resume()
          response.on('end', () => resolve(response.statusCode ?? 0))
        },
      )
      request.on('error', reject)
      request.write(body.slice(0, 10))
      // Time for the server to take the request in even on a busy machine: a request that
      // arrives after SIGTERM is rightly turned away with 503.
      setTimeout(() => {
        server.kill('SIGTERM')
        setTimeout(() => request.end(body.slice(10)), 300)
      }, 1000)
    })
    const exited = new Promise<number | null>((resolve) => server.once('exit', resolve))
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
