import { mkdtempSync, rmSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { createTestDatabase, DIALECTS } from '../../../test/support/database.ts'
import { sendRaw, type RawAnswer } from '../../../test/support/raw-http.ts'
import { buildApp } from '../../app.ts'
import { loadConfig } from '../../config.ts'

describe.each(DIALECTS)('a server that is stopping, on %s', (dialect) => {
  it('answers /readyz 503 in the error shape, naming the request, and ends the connection', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'vitrine-data-'))
    const config = loadConfig({
      DATA_DIR: dataDir,
      SECRET_KEY: 'test-secret-key-that-is-long-enough-0123456789',
      LOG_LEVEL: 'silent',
      SEED_DEMO: 'false',
    })
    const database = await createTestDatabase(dialect)
    const app = await buildApp(config, { database })
    // Once stopping has begun, while the server still listens, as a load balancer's probe would.
    const duringStop: RawAnswer[] = []
    app.addHook('preClose', async () => {
      const { port } = app.server.address() as AddressInfo
      for (const url of ['/readyz', '/healthz']) {
        duringStop.push(await sendRaw(port, `GET ${url} HTTP/1.1\r\nHost: lb.internal\r\n\r\n`))
      }
    })
    await app.listen({ host: '127.0.0.1', port: 0 })
    const { port } = app.server.address() as AddressInfo
    const before = await sendRaw(
      port,
      'GET /readyz HTTP/1.1\r\nHost: lb.internal\r\nConnection: close\r\n\r\n',
    )
    await app.close()
    await database.drop()
    rmSync(dataDir, { recursive: true, force: true })

    expect(before.status).toBe(200)
    for (const answer of duringStop) {
      expect(answer.status).toBe(503)
      expect(answer.headers.connection).toBe('close')
      expect(JSON.parse(answer.body)).toEqual({
        type: 'ServiceUnavailable',
        message: 'Ce serveur s’arrête : un autre va répondre.',
        request_id: answer.headers['x-request-id'],
      })
    }
    expect(duringStop).toHaveLength(2)
  })
})
