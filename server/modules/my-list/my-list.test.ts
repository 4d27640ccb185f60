import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { API_BASE } from '../../../contract/schemas/index.ts'
import { startTestApp, type TestApp } from '../../../test/support/app.ts'
import { DIALECTS } from '../../../test/support/database.ts'
import {
  createSession,
  createUser,
  createWebsite,
  signedIn,
} from '../../../test/support/fixtures.ts'
import { UNPUBLISHED_AT } from '../../../contract/values/admin-items.ts'
import { addMediaItem } from '../catalogue/test-fixtures.ts'

describe.each(DIALECTS)('my list on %s', (dialect) => {
  let t: TestApp
  let me: Record<string, string> = {}
  let someoneElse: Record<string, string> = {}
  const items: Record<string, string> = {}

  const call = (
    method: 'GET' | 'PUT' | 'DELETE',
    url: string,
    headers: Record<string, string> = me,
    host = 'l.test',
  ) => t.app.inject({ method, url: `${API_BASE}${url}`, headers: { host, ...headers } })
  const listed = async (headers = me) => {
    const answer = await call('GET', '/me/list/', headers)
    expect(answer.statusCode).toBe(200)
    return (answer.json() as { uid: string }[]).map((item) => item.uid)
  }

  beforeAll(async () => {
    t = await startTestApp(dialect)
    const db = t.database.db
    const site = await createWebsite(db, { hosts: ['l.test'] })
    const other = await createWebsite(db, { hosts: ['other.test'] })
    items.film = (await addMediaItem(db, site, 'Film')).uid
    items.concert = (await addMediaItem(db, site, 'Concert')).uid
    items.elsewhere = (await addMediaItem(db, other, 'Elsewhere')).uid
    me = signedIn(await createSession(db, site, (await createUser(db, site)).uid))
    someoneElse = signedIn(await createSession(db, site, (await createUser(db, site)).uid))
  })
  afterAll(() => t.close())

  it('is for signed-in viewers only', async () => {
    for (const method of ['GET', 'PUT', 'DELETE'] as const) {
      const answer = await call(method, `/me/list/${method === 'GET' ? '' : `${items.film}/`}`, {})
      expect(answer.statusCode, method).toBe(401)
      expect(answer.json().type).toBe('Unauthorized')
    }
  })

  it('keeps items once each, last added first, and lets them go', async () => {
    expect(await listed()).toEqual([])
    expect((await call('PUT', `/me/list/${items.film}/`)).statusCode).toBe(204)
    expect((await call('PUT', `/me/list/${items.concert}/`)).statusCode).toBe(204)
    expect((await call('PUT', `/me/list/${items.film}/`)).statusCode).toBe(204)
    expect(await listed()).toEqual([items.concert, items.film])
    expect(await listed(someoneElse)).toEqual([])

    expect((await call('DELETE', `/me/list/${items.concert}/`)).statusCode).toBe(204)
    expect((await call('DELETE', `/me/list/${items.concert}/`)).statusCode).toBe(204)
    expect(await listed()).toEqual([items.film])
  })

  it('answers each item as the viewer sees it', async () => {
    const answer = await call('GET', '/me/list/')
    expect(answer.headers['cache-control']).toBe('no-store')
    expect(answer.json()[0]).toMatchObject({ uid: items.film, has_access: true })
  })

  it('refuses an item of another website or none, changing nothing', async () => {
    for (const uid of [items.elsewhere, 'no-such-item']) {
      const answer = await call('PUT', `/me/list/${uid}/`)
      expect(answer.statusCode, uid).toBe(404)
      expect(answer.json()).toEqual({
        type: 'NotFound',
        message: 'Contenu introuvable.',
        request_id: expect.any(String),
      })
    }
    expect(await listed()).toEqual([items.film])
  })

  it('hides an item taken back from the customer, and shows it again once published', async () => {
    const publish = (publishedAt: string) =>
      t.database.db
        .updateTable('items')
        .set({ published_at: publishedAt })
        .where('uid', '=', items.concert!)
        .execute()
    expect((await call('PUT', `/me/list/${items.concert}/`)).statusCode).toBe(204)
    await publish(UNPUBLISHED_AT)
    expect(await listed()).toEqual([items.film])
    // Nor can it be put there by its uid while it is not published.
    expect((await call('PUT', `/me/list/${items.concert}/`)).statusCode).toBe(404)
    await publish('2024-01-01T00:00:00.000Z')
    expect(await listed()).toEqual([items.concert, items.film])
  })
})
