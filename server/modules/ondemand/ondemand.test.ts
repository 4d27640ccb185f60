import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import type { Kysely } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { API_BASE } from '../../../contract/index.ts'
import { startTestApp, type TestApp } from '../../../test/support/app.ts'
import { DIALECTS } from '../../../test/support/database.ts'
import {
  createSession,
  createUser,
  createWebsite,
  signedIn,
} from '../../../test/support/fixtures.ts'
import { insertItem, insertMedia } from '../../db/insert.ts'
import type { Database } from '../../db/schema.ts'
import { decideOnDemandRequest } from './service.ts'

async function createItem(
  db: Kysely<Database>,
  websiteUid: string,
  slug: string,
  visibilityType: 'public' | 'private' | 'on_demand',
): Promise<string> {
  const mediaUid = await insertMedia(db, websiteUid, { name: `Film ${slug}`, duration: 60 })
  return insertItem(db, websiteUid, {
    slug,
    contentObjectType: 'media',
    contentObjectUid: mediaUid,
    visibilityType,
  })
}

function outbox(dir: string): string[] {
  if (!existsSync(dir)) return []
  return readdirSync(dir).map((name) => readFileSync(path.join(dir, name), 'utf8'))
}

describe.each(DIALECTS)('on-demand requests on %s', (dialect) => {
  let t: TestApp
  let site: string
  let token: string
  let userUid: string
  let wanted: string
  let alsoWanted: string
  let publicItem: string
  let foreignItem: string

  const request = (body: unknown, tokenOrNull: string | null = token) =>
    t.app.inject({
      method: 'POST',
      url: `${API_BASE}/ondemand/requests/`,
      headers: tokenOrNull ? signedIn(tokenOrNull) : {},
      payload: body as object,
    })

  beforeAll(async () => {
    t = await startTestApp(dialect)
    const db = t.database.db
    site = await createWebsite(db, { name: 'Main', hosts: ['localhost'] })
    const other = await createWebsite(db, { name: 'Other', hosts: ['other.test'] })
    userUid = (await createUser(db, site)).uid
    token = await createSession(db, site, userUid)
    wanted = await createItem(db, site, 'concert', 'on_demand')
    alsoWanted = await createItem(db, site, 'opera', 'on_demand')
    publicItem = await createItem(db, site, 'trailer', 'public')
    foreignItem = await createItem(db, other, 'elsewhere', 'on_demand')
  })
  afterAll(() => t.close())

  it('asks a signed-out visitor to sign in', async () => {
    const answer = await request({ type: 'on_demand', items: [wanted] }, null)
    expect(answer.statusCode).toBe(401)
  })

  it('stores a pending request, once per item, and mails the staff the list', async () => {
    const answer = await request({ type: 'on_demand', items: [wanted, alsoWanted, wanted] })
    expect(answer.statusCode).toBe(201)
    const body = answer.json()
    expect(body).toEqual({
      uid: expect.any(String),
      items: [wanted, alsoWanted],
      status: 'pending',
    })
    const stored = await t.database.db
      .selectFrom('ondemand_request_items')
      .selectAll()
      .where('request_uid', '=', body.uid)
      .orderBy('item_uid')
      .execute()
    expect(stored.map((row) => row.item_uid).sort()).toEqual([wanted, alsoWanted].sort())
    expect(stored.every((row) => row.status === 'pending' && row.user_uid === userUid)).toBe(true)
    const mails = outbox(t.config.outboxDir)
    expect(mails).toHaveLength(1)
    expect(mails[0]).toContain('To: staff@test.example')
    expect(mails[0]).toContain('Film concert')
    expect(mails[0]).toContain('Film opera')
  })

  it.each([
    ['items', { type: 'on_demand' }],
    ['items', { type: 'on_demand', items: [] }],
    ['type', { type: 'prices', items: ['x'] }],
    ['type', { items: ['x'] }],
  ])('rejects a bad body with a 400 naming %s', async (field, body) => {
    const answer = await request(body)
    expect(answer.statusCode).toBe(400)
    expect(Object.keys(answer.json().details)).toContain(field)
  })

  it('rejects an item that is not on demand, unknown or of another website', async () => {
    const before = await t.database.db.selectFrom('ondemand_requests').select('uid').execute()
    for (const item of [publicItem, 'no-such-item', foreignItem]) {
      const answer = await request({ type: 'on_demand', items: [wanted, item] })
      expect(answer.statusCode).toBe(400)
      expect(answer.json().details).toHaveProperty('items')
    }
    const after = await t.database.db.selectFrom('ondemand_requests').select('uid').execute()
    expect(after).toHaveLength(before.length)
  })

  it('lets staff tools accept one item of a request', async () => {
    const { uid } = (await request({ type: 'on_demand', items: [wanted] })).json()
    const now = new Date()
    expect(await decideOnDemandRequest(t.database.db, site, uid, wanted, 'accepted', now)).toBe(
      true,
    )
    const row = await t.database.db
      .selectFrom('ondemand_request_items')
      .selectAll()
      .where('request_uid', '=', uid)
      .executeTakeFirstOrThrow()
    expect(row).toMatchObject({ status: 'accepted', decided_at: now.toISOString() })
    expect(
      await decideOnDemandRequest(t.database.db, 'another-site', uid, wanted, 'rejected', now),
    ).toBe(false)
  })
})

describe.each(DIALECTS)('on-demand requests with mail down on %s', (dialect) => {
  let t: TestApp

  beforeAll(async () => {
    // Nothing listens on port 1: every send fails.
    t = await startTestApp(dialect, { SMTP_URL: 'smtp://127.0.0.1:1' })
  })
  afterAll(() => t.close())

  it('still stores the request and answers 201', async () => {
    const db = t.database.db
    const site = await createWebsite(db)
    const token = await createSession(db, site, (await createUser(db, site)).uid)
    const item = await createItem(db, site, 'concert', 'on_demand')
    const answer = await t.app.inject({
      method: 'POST',
      url: `${API_BASE}/ondemand/requests/`,
      headers: signedIn(token),
      payload: { type: 'on_demand', items: [item] },
    })
    expect(answer.statusCode).toBe(201)
    const stored = await db.selectFrom('ondemand_requests').select('uid').execute()
    expect(stored).toEqual([{ uid: answer.json().uid }])
  })
})
