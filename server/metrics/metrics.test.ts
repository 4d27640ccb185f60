import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { API_BASE } from '../../contract/values/api-paths.ts'
import { startTestApp, type TestApp } from '../../test/support/app.ts'
import { DIALECTS } from '../../test/support/database.ts'
import { createWebsite } from '../../test/support/fixtures.ts'
import { insertItem, insertMedia } from '../db/insert.ts'
import { PUBLICATION_JOB } from '../modules/catalogue/publication-clock.ts'

const TOKEN = 'scrape-token-0123456789abcdef'
const PROMETHEUS_TEXT = 'text/plain; version=0.0.4; charset=utf-8'

/** The value of a sample line `name{labels} value`, or undefined when there is none. */
function sample(text: string, line: RegExp): number | undefined {
  const match = text.split('\n').find((candidate) => line.test(candidate))
  return match === undefined ? undefined : Number(match.split(' ').at(-1))
}

describe.each(DIALECTS)('/metrics without METRICS_TOKEN, on %s', (dialect) => {
  let t: TestApp
  const itemSlug = 'la-montagne-en-hiver'

  beforeAll(async () => {
    t = await startTestApp(dialect)
    const site = await createWebsite(t.database.db, { hosts: ['localhost'] })
    const mediaUid = await insertMedia(t.database.db, site, { name: 'La montagne', duration: 60 })
    await insertItem(t.database.db, site, {
      slug: itemSlug,
      contentObjectType: 'media',
      contentObjectUid: mediaUid,
    })
  })
  afterAll(() => t.close())

  const scrape = (options: { remoteAddress?: string; headers?: Record<string, string> } = {}) =>
    t.app.inject({
      url: '/metrics',
      remoteAddress: options.remoteAddress,
      headers: { host: '10.0.0.7:8080', ...options.headers },
    })

  it('shows a scraper on the machine itself the process metrics in Prometheus text', async () => {
    const answer = await scrape()
    expect(answer.statusCode).toBe(200)
    expect(answer.headers['content-type']).toBe(PROMETHEUS_TEXT)
    expect(answer.headers['cache-control']).toBe('no-store')
    expect(answer.body).toContain('# TYPE vitrine_process_cpu_user_seconds_total counter')
    expect(answer.body).toContain('vitrine_process_resident_memory_bytes')
    expect(answer.body).toContain('vitrine_nodejs_eventloop_lag_seconds')
  })

  it('times an item call under its route pattern, never under the item it asked for', async () => {
    const item = await t.app.inject({ url: `${API_BASE}/items/${itemSlug}/` })
    expect(item.statusCode).toBe(200)
    const missing = await t.app.inject({ url: `${API_BASE}/items/no-such-item/` })
    expect(missing.statusCode).toBe(404)
    // GETs and POSTs of any other address are the storefront's (`/*`); no route takes this DELETE.
    const unmatched = await t.app.inject({ method: 'DELETE', url: '/no/such/address/nowhere-7c1f' })
    expect(unmatched.statusCode).toBe(404)

    const text = (await scrape()).body
    const series = (status: string, route = `${API_BASE}/items/:slug/`) =>
      new RegExp(
        `^vitrine_http_request_duration_seconds_count\\{method="GET",route="${route}",status_code="${status}"\\} `,
      )
    expect(sample(text, series('200'))).toBeGreaterThanOrEqual(1)
    expect(sample(text, series('404'))).toBeGreaterThanOrEqual(1)
    const unmatchedSeries = new RegExp(
      '^vitrine_http_request_duration_seconds_count\\{method="DELETE",route="unmatched",status_code="404"\\} ',
    )
    expect(sample(text, unmatchedSeries)).toBeGreaterThanOrEqual(1)
    expect(text).not.toContain(itemSlug)
    expect(text).not.toContain('no-such-item')
    expect(text).not.toContain('nowhere-7c1f')
  })

  it('shows the PostgreSQL pool, and no pool for SQLite', async () => {
    const text = (await scrape()).body
    const open = sample(text, /^vitrine_database_pool_connections /)
    if (dialect === 'postgres') expect(open).toBeGreaterThanOrEqual(1)
    else expect(open).toBe(0)
    expect(sample(text, /^vitrine_database_pool_waiting_queries /)).toBe(0)
  })

  it("shows the job queues' depth and times each job", async () => {
    const done =
      /^vitrine_job_duration_seconds_count\{queue="clock",job="scheduled-publications",outcome="done"\} /
    const before = sample((await scrape()).body, done) ?? 0
    await t.app.jobs.clock.add(PUBLICATION_JOB, {}, { id: `metrics-${dialect}`, again: true })
    await t.app.jobs.clock.idle()

    const text = (await scrape()).body
    expect(sample(text, done)).toBeGreaterThan(before)
    expect(sample(text, /^vitrine_jobs\{queue="media",status="waiting"\} /)).toBe(0)
    expect(sample(text, /^vitrine_jobs\{queue="media",status="failed"\} /)).toBe(0)
  })

  it('answers any other client as if there were no such address', async () => {
    for (const answer of [
      await scrape({ remoteAddress: '203.0.113.9' }),
      // A proxy on the same machine connects from loopback on behalf of anyone.
      await scrape({ headers: { 'x-forwarded-for': '203.0.113.9' } }),
    ]) {
      expect(answer.statusCode).toBe(404)
      expect(answer.json()).toMatchObject({
        type: 'NotFound',
        message: 'Aucune route GET /metrics.',
      })
      expect(answer.body).not.toContain('vitrine_')
    }
  })

  it('keeps /metrics out of the public API document', async () => {
    const paths = Object.keys((await t.app.inject({ url: '/api/docs/json' })).json().paths)
    expect(paths.length).toBeGreaterThan(0)
    expect(paths).not.toContain('/metrics')
  })
})

describe.each(DIALECTS)('/metrics with METRICS_TOKEN, on %s', (dialect) => {
  let t: TestApp

  // No website: a scraper calls with any Host, like the probes.
  beforeAll(async () => {
    t = await startTestApp(dialect, { METRICS_TOKEN: TOKEN })
  })
  afterAll(() => t.close())

  const scrape = (authorization?: string) =>
    t.app.inject({
      url: '/metrics',
      remoteAddress: '10.1.2.3',
      headers: { host: 'metrics.internal', ...(authorization ? { authorization } : {}) },
    })

  it('shows the metrics to whoever sends the token, from anywhere', async () => {
    const answer = await scrape(`Bearer ${TOKEN}`)
    expect(answer.statusCode).toBe(200)
    expect(answer.headers['content-type']).toBe(PROMETHEUS_TEXT)
    expect(answer.body).toContain('vitrine_http_request_duration_seconds')
  })

  it.each([
    ['no token', undefined],
    ['a wrong token', 'Bearer scrape-token-0123456789abcdeX'],
    ['the token under another scheme', `Basic ${TOKEN}`],
  ])('refuses %s with a 401 in the error shape', async (_case, authorization) => {
    const answer = await scrape(authorization)
    expect(answer.statusCode).toBe(401)
    expect(answer.headers['www-authenticate']).toBe('Bearer realm="metrics"')
    expect(answer.json()).toEqual({
      type: 'Unauthorized',
      message: expect.stringContaining('METRICS_TOKEN'),
      request_id: answer.headers['x-request-id'],
    })
    expect(answer.body).not.toContain('vitrine_')
  })

  it('asks for the token on the machine itself too', async () => {
    const answer = await t.app.inject({ url: '/metrics' })
    expect(answer.statusCode).toBe(401)
  })
})
