import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import Fastify, { type FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { storefrontRoutes } from './routes.ts'

const STOREFRONT = '<!doctype html><title>Vitrine</title><div id="root"></div>'
const BACK_OFFICE = '<!doctype html><title>Back-office</title><script src="/admin/assets/a.js">'

describe('back office serving', () => {
  let dist: string
  let app: FastifyInstance

  beforeAll(async () => {
    dist = mkdtempSync(path.join(tmpdir(), 'vitrine-dist-'))
    mkdirSync(path.join(dist, 'admin/assets'), { recursive: true })
    writeFileSync(path.join(dist, 'index.html'), STOREFRONT)
    writeFileSync(path.join(dist, 'admin/index.html'), BACK_OFFICE)
    writeFileSync(path.join(dist, 'admin/assets/index-abc123.js'), 'console.log("admin")')
    app = Fastify()
    await app.register(storefrontRoutes, { distDir: dist })
    await app.ready()
  })
  afterAll(async () => {
    await app.close()
    rmSync(dist, { recursive: true, force: true })
  })

  it("answers /admin and every screen under it with the back office's page", async () => {
    for (const url of ['/admin', '/admin/', '/admin/items/abc/show', '/admin/login?x=1']) {
      const answer = await app.inject({ url })
      expect(answer.statusCode, url).toBe(200)
      expect(answer.headers['content-type']).toMatch(/^text\/html/)
      expect(answer.headers['cache-control']).toBe('no-cache')
      expect(answer.body, url).toBe(BACK_OFFICE)
    }
    // A storefront address that only starts alike stays the storefront's.
    expect((await app.inject({ url: '/administration' })).body).toBe(STOREFRONT)
  })

  it('serves its scripts as immutable, and no page for a script that does not exist', async () => {
    const script = await app.inject({ url: '/admin/assets/index-abc123.js' })
    expect(script.statusCode).toBe(200)
    expect(script.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(script.body).toBe('console.log("admin")')
    expect((await app.inject({ url: '/admin/assets/missing.js' })).statusCode).toBe(404)
  })
})
