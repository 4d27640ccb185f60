import { writeFileSync } from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from '../../../test/support/app.ts'
import { DIALECTS } from '../../../test/support/database.ts'

describe.each(DIALECTS)('health probes on %s', (dialect) => {
  let t: TestApp

  // No website at all: a probe never depends on the Host naming one.
  beforeAll(async () => {
    t = await startTestApp(dialect)
  })
  afterAll(() => t.close())

  const probe = (url: string) => t.app.inject({ url, headers: { host: '10.0.0.7:8080' } })

  it('says the process is alive at /healthz, whatever the Host', async () => {
    const answer = await probe('/healthz')
    expect(answer.statusCode).toBe(200)
    expect(answer.json()).toEqual({ status: 'ok' })
    expect(answer.headers['cache-control']).toBe('no-store')
  })

  it('says the server is ready at /readyz when its database answers', async () => {
    const answer = await probe('/readyz?from=load-balancer')
    expect(answer.statusCode).toBe(200)
    expect(answer.json()).toEqual({ status: 'ready' })
  })

  it('says the server is not ready while its media storage cannot be written to', async () => {
    // MEDIA_DIR under a plain file: no folder can be made there.
    const notAFolder = path.join(t.config.dataDir, 'not-a-folder')
    writeFileSync(notAFolder, '')
    const broken = await startTestApp(dialect, { MEDIA_DIR: path.join(notAFolder, 'media') })
    try {
      const answer = await broken.app.inject({ url: '/readyz', headers: { host: '10.0.0.7' } })
      expect(answer.statusCode).toBe(503)
      expect(answer.json()).toMatchObject({
        type: 'ServiceUnavailable',
        message: 'Not ready: the media storage does not answer.',
      })
    } finally {
      await broken.close()
    }
  })

  it('keeps the probes out of the public API document', async () => {
    const paths = Object.keys((await t.app.inject({ url: '/api/docs/json' })).json().paths)
    expect(paths.length).toBeGreaterThan(0)
    expect(paths).not.toContain('/healthz')
    expect(paths).not.toContain('/readyz')
  })
})
