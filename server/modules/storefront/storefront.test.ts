import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { brotliCompressSync, gunzipSync, gzipSync } from 'node:zlib'
import formbody from '@fastify/formbody'
import Fastify, { type FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { storefrontRoutes } from './routes.ts'
import { API_BASE } from '../../../contract/values/api-paths.ts'

const INDEX = '<!doctype html><title>Vitrine</title><div id="root"></div>'
const SCRIPT = 'console.log("storefront");'.repeat(100)

/** A dist folder as `npm run build` leaves it, and an app (forms read, as in buildApp) with one API route beside it. */
async function serve(distDir: string): Promise<FastifyInstance> {
  const app = Fastify()
  await app.register(formbody)
  app.get(`${API_BASE}/website/`, async () => ({ name: 'Test site' }))
  app.setNotFoundHandler((request, reply) =>
    reply.status(404).send({ type: 'NotFound', message: `No route ${request.url}` }),
  )
  await app.register(storefrontRoutes, { distDir })
  await app.ready()
  return app
}

describe('storefront serving', () => {
  let parent: string
  let dist: string
  let app: FastifyInstance

  beforeAll(async () => {
    parent = mkdtempSync(path.join(tmpdir(), 'vitrine-dist-'))
    dist = path.join(parent, 'web')
    mkdirSync(path.join(dist, 'assets'), { recursive: true })
    writeFileSync(path.join(dist, 'index.html'), INDEX)
    writeFileSync(path.join(dist, 'favicon.svg'), '<svg/>')
    writeFileSync(path.join(dist, 'assets/index-abc123.js'), SCRIPT)
    writeFileSync(path.join(dist, 'assets/index-abc123.js.gz'), gzipSync(SCRIPT))
    writeFileSync(path.join(dist, 'assets/index-abc123.js.br'), brotliCompressSync(SCRIPT))
    writeFileSync(path.join(parent, 'vitrine-secret.txt'), 'TOP-SECRET-CONTENT')
    app = await serve(dist)
  })
  afterAll(async () => {
    await app.close()
    rmSync(parent, { recursive: true, force: true })
  })

  it('answers every storefront route with index.html that browsers revalidate', async () => {
    for (const url of ['/', '/category/films', '/some-item-slug', '/auth/login?next=/x']) {
      const answer = await app.inject({ url })
      expect(answer.statusCode, url).toBe(200)
      expect(answer.headers['content-type']).toMatch(/^text\/html/)
      expect(answer.headers['cache-control']).toBe('no-cache')
      expect(answer.body).toBe(INDEX)
    }
  })

  it('serves hashed assets as immutable, brotli first, then gzip, else plain', async () => {
    const url = '/assets/index-abc123.js'
    const brotli = await app.inject({ url, headers: { 'accept-encoding': 'gzip, deflate, br' } })
    expect(brotli.headers['content-encoding']).toBe('br')
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(brotli.headers['content-type']).toMatch(/^(text|application)\/javascript/)
    expect(brotli.headers.vary).toMatch(/accept-encoding/i)

    const gzip = await app.inject({ url, headers: { 'accept-encoding': 'gzip, br;q=0' } })
    expect(gzip.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(SCRIPT)

    const plain = await app.inject({ url, headers: { 'accept-encoding': 'identity' } })
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.body).toBe(SCRIPT)
  })

  it('answers 304 to a browser that has the file already', async () => {
    const url = '/assets/index-abc123.js'
    const headers = { 'accept-encoding': 'br' }
    const first = await app.inject({ url, headers })
    expect(first.headers.etag).toBeTruthy()
    const again = await app.inject({
      url,
      headers: { ...headers, 'if-none-match': String(first.headers.etag) },
    })
    expect(again.statusCode).toBe(304)
    expect(again.body).toBe('')
  })

  it('serves other public files with a short cache', async () => {
    const answer = await app.inject({ url: '/favicon.svg' })
    expect(answer.statusCode).toBe(200)
    expect(answer.headers['content-type']).toBe('image/svg+xml')
    expect(answer.headers['cache-control']).toBe('public, max-age=3600')
  })

  it('leaves API, image, embed, sandbox and media paths to the server', async () => {
    const api = await app.inject({ url: `${API_BASE}/website/` })
    expect(api.json()).toEqual({ name: 'Test site' })
    for (const url of [
      '/api/nope',
      '/images/w:480/x/thumbnail.jpg',
      '/embed/x/',
      '/sandbox/x',
      '/media/x',
    ]) {
      const answer = await app.inject({ url })
      expect(answer.statusCode, url).toBe(404)
      expect(answer.json(), url).toMatchObject({ type: 'NotFound' })
    }
  })

  it('answers a form posted to a page with that page again, never putting the fields in an address', async () => {
    const form = { 'content-type': 'application/x-www-form-urlencoded' }
    for (const url of ['/auth/login?redirect=%2Fmedias', '/auth/register', '/some-item-slug']) {
      const answer = await app.inject({
        method: 'POST',
        url,
        headers: form,
        payload: 'email=a%40b.test&password=hunter22',
      })
      expect(answer.statusCode, url).toBe(303)
      expect(answer.headers.location, url).toBe(url)
    }
    // A path that would leave the site goes home instead.
    const elsewhere = await app.inject({ method: 'POST', url: '//evil.test/x', headers: form })
    expect(elsewhere.headers.location).toBe('/')
    // The server's own paths keep their answers.
    const api = await app.inject({ method: 'POST', url: '/api/nope', headers: form })
    expect(api.statusCode).toBe(404)
  })

  it('answers 404 for a missing asset instead of the page', async () => {
    const answer = await app.inject({ url: '/assets/gone-123.js' })
    expect(answer.statusCode).toBe(404)
  })

  it('never serves a file outside the built folder', async () => {
    for (const url of [
      '/../vitrine-secret.txt',
      '/%2e%2e/vitrine-secret.txt',
      '/assets/..%2f..%2fvitrine-secret.txt',
    ]) {
      const answer = await app.inject({ url })
      expect(answer.body, url).not.toContain('TOP-SECRET-CONTENT')
    }
  })

  it('says to build the storefront when it has not been built', async () => {
    const empty = await serve(path.join(dist, 'missing'))
    const answer = await empty.inject({ url: '/category/films' })
    expect(answer.statusCode).toBe(503)
    expect(answer.body).toContain('npm run build')
    await empty.close()
  })
})
