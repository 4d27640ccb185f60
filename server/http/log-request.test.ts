import { Writable } from 'node:stream'
import Fastify from 'fastify'
import { describe, expect, it } from 'vitest'
import { API_BASE } from '../../contract/values/api-paths.ts'
import { requestForLog } from './log-request.ts'

/** An app logging as buildApp's does, into lines kept for the test. */
function loggingApp() {
  const lines: string[] = []
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk))
      done()
    },
  })
  const app = Fastify({ logger: { level: 'info', stream, serializers: { req: requestForLog } } })
  app.get('/*', async () => 'page')
  return { app, lines }
}

describe('the request log', () => {
  it('never keeps the query string of an auth page or call', async () => {
    const { app, lines } = loggingApp()
    for (const url of [
      '/auth/login?email=ana%40x.test&password=hunter22',
      `${API_BASE}/auth/login/?password=hunter22`,
    ]) {
      await app.inject({ url })
    }
    const log = lines.join('')
    expect(log).toContain('"url":"/auth/login?…"')
    expect(log).not.toContain('hunter22')
    expect(log).not.toContain('ana%40x.test')
  })

  it('keeps the address of every other request whole', async () => {
    const { app, lines } = loggingApp()
    await app.inject({ url: '/search?q=montagne' })
    expect(lines.join('')).toContain('"url":"/search?q=montagne"')
  })
})
