import type { Kysely } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { API_BASE } from '../../../contract/schemas/index.ts'
import { startTestApp, type TestApp } from '../../../test/support/app.ts'
import { DIALECTS } from '../../../test/support/database.ts'
import { readableMail } from '../../../test/support/readable-mail.ts'
import { sentMails } from '../../../test/support/sent-mails.ts'
import { freePort } from '../../../test/support/server-process.ts'
import { startSmtp, type TestSmtp } from '../../../test/support/smtp.ts'
import {
  createSession,
  createUser,
  createWebsite,
  signedIn,
} from '../../../test/support/fixtures.ts'
import { insertItem, insertMedia } from '../../db/insert.ts'
import type { Database } from '../../db/schema.ts'
import { mailParts } from '../../mail/mail-parts.ts'
import { resolveWebsite } from '../websites/service.ts'
import { decideOnDemandRequest } from './service.ts'
import { DIGEST_INTERVAL_MS, sendStaffDigest } from './staff-digest.ts'

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

describe.each(DIALECTS)('on-demand requests on %s', (dialect) => {
  let t: TestApp
  let site: string
  let token: string
  let userUid: string
  let wanted: string
  let alsoWanted: string
  let publicItem: string
  let foreignItem: string

  const request = (
    body: unknown,
    tokenOrNull: string | null = token,
    headers: Record<string, string> = {},
  ) =>
    t.app.inject({
      method: 'POST',
      url: `${API_BASE}/ondemand/requests/`,
      headers: { ...(tokenOrNull ? signedIn(tokenOrNull) : {}), ...headers },
      payload: body as object,
    })
  /** A staff decision, as the CLI (and later the back office) takes it. */
  const decide = async (
    requestUid: string,
    itemUid: string,
    decision: 'accepted' | 'rejected',
    now = new Date(),
    websiteUid = site,
  ) => {
    const website = { ...(await resolveWebsite(t.database.db, 'localhost', undefined)) }
    const context = { db: t.database.db, mailer: t.app.mailer, log: t.app.log }
    return decideOnDemandRequest(
      context,
      { ...website, uid: websiteUid },
      requestUid,
      itemUid,
      decision,
      now,
    )
  }
  const item = async (slug: string, headers: Record<string, string>) => {
    const answer = await t.app.inject({ url: `${API_BASE}/items/${slug}/`, headers })
    expect(answer.statusCode).toBe(200)
    return answer.json() as { has_access: boolean; access_requested: boolean }
  }

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
    const mails = await sentMails(t)
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

  it('refuses a second request for an item still waiting for an answer, naming it', async () => {
    const db = t.database.db
    const first = await createItem(db, site, 'ballet', 'on_demand')
    const second = await createItem(db, site, 'recital', 'on_demand')
    const { uid } = (await request({ type: 'on_demand', items: [first] })).json()

    const again = await request({ type: 'on_demand', items: [second, first] })
    expect(again.statusCode).toBe(409)
    expect(again.json()).toEqual({
      type: 'Conflict',
      message: expect.stringContaining('Film ballet'),
      details: { items: [expect.stringContaining('Film ballet')] },
      request_id: expect.any(String),
    })
    const stored = await db
      .selectFrom('ondemand_request_items')
      .select('item_uid')
      .where('item_uid', 'in', [first, second])
      .execute()
    expect(stored).toEqual([{ item_uid: first }])

    // Once the staff have answered, the customer may ask again.
    expect(await decide(uid, first, 'rejected')).toBe(true)
    expect((await request({ type: 'on_demand', items: [second, first] })).statusCode).toBe(201)
  })

  it('accepts only one of two requests for an item sent at once', async () => {
    const item = await createItem(t.database.db, site, 'quartet', 'on_demand')
    const answers = await Promise.all([
      request({ type: 'on_demand', items: [item] }),
      request({ type: 'on_demand', items: [item] }),
    ])
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409])
  })

  it('lets staff tools accept one item of a request', async () => {
    const item = await createItem(t.database.db, site, 'symphony', 'on_demand')
    const { uid } = (await request({ type: 'on_demand', items: [item] })).json()
    const now = new Date()
    expect(await decide(uid, item, 'accepted', now)).toBe(true)
    const row = await t.database.db
      .selectFrom('ondemand_request_items')
      .selectAll()
      .where('request_uid', '=', uid)
      .executeTakeFirstOrThrow()
    expect(row).toMatchObject({ status: 'accepted', decided_at: now.toISOString() })
    expect(await decide(uid, item, 'rejected', now, 'another-site')).toBe(false)
  })

  it('mails the requester the decision in the language they asked in', async () => {
    const db = t.database.db
    const english = await createItem(db, site, 'nocturne', 'on_demand')
    const french = await createItem(db, site, 'prelude', 'on_demand')
    const inEnglish = await request({ type: 'on_demand', items: [english] }, token, {
      cookie: 'language=en',
    })
    const inFrench = await request({ type: 'on_demand', items: [french] })
    const sent = (await sentMails(t)).length

    expect(await decide(inEnglish.json().uid, english, 'accepted')).toBe(true)
    expect(await decide(inFrench.json().uid, french, 'rejected')).toBe(true)
    const [accepted, rejected] = (await sentMails(t)).slice(sent)
    const user = await db.selectFrom('users').select('email').where('uid', '=', userUid).execute()
    expect(accepted).toContain(`To: ${user[0]!.email}`)
    expect(accepted).toContain('Reply-To: staff@test.example')
    expect(accepted).toContain('Subject: Main: your access to “Film nocturne” is open')
    expect(accepted).toContain('http://localhost:3000/nocturne')
    expect(rejected).toContain('Subject: Main : votre demande d’accès à « Film prelude »')
    expect(rejected).toContain('n’a pas été acceptée')
  })

  it('tells the requester, on the item, that their request awaits an answer', async () => {
    const db = t.database.db
    const slug = 'serenade'
    const awaited = await createItem(db, site, slug, 'on_demand')
    const host = { host: 'localhost' }
    expect((await item(slug, { ...host, ...signedIn(token) })).access_requested).toBe(false)
    const { uid } = (await request({ type: 'on_demand', items: [awaited] })).json()

    expect(await item(slug, { ...host, ...signedIn(token) })).toMatchObject({
      has_access: false,
      access_requested: true,
    })
    const stranger = await createSession(db, site, (await createUser(db, site)).uid)
    expect((await item(slug, { ...host, ...signedIn(stranger) })).access_requested).toBe(false)
    expect((await item(slug, host)).access_requested).toBe(false)

    await decide(uid, awaited, 'accepted')
    expect(await item(slug, { ...host, ...signedIn(token) })).toMatchObject({
      has_access: true,
      access_requested: false,
    })
  })
})

describe.each(DIALECTS)('staff mails of on-demand requests on %s', (dialect) => {
  let t: TestApp

  beforeAll(async () => {
    t = await startTestApp(dialect)
  })
  afterAll(() => t.close())

  it('come at most once per quiet period, the next one listing every request since', async () => {
    const db = t.database.db
    const site = await createWebsite(db, { name: 'Digest' })
    const items = await Promise.all(
      [0, 1, 2, 3, 4].map((n) => createItem(db, site, `concert-${n}`, 'on_demand')),
    )
    const customers = await Promise.all(
      ['Ada', 'Grace', 'Alan'].map(async (name) => {
        const user = await createUser(db, site, { email: `${name.toLowerCase()}@test.example` })
        return createSession(db, site, user.uid)
      }),
    )
    const send = (token: string, item: string) =>
      t.app.inject({
        method: 'POST',
        url: `${API_BASE}/ondemand/requests/`,
        headers: signedIn(token),
        payload: { type: 'on_demand', items: [item] },
      })

    // The first request of a quiet period is mailed at once.
    expect((await send(customers[0] ?? '', items[0] ?? '')).statusCode).toBe(201)
    expect(await sentMails(t)).toHaveLength(1)
    // The next ones wait for the end of the period: 12 requests, no mail.
    for (const token of customers) {
      for (const item of items.slice(1)) expect((await send(token, item)).statusCode).toBe(201)
    }
    expect(await sentMails(t)).toHaveLength(1)

    const context = { db, mailer: t.app.mailer, log: t.app.log }
    const quietUntil = await sendStaffDigest(context, site)
    expect(quietUntil?.getTime()).toBeGreaterThan(Date.now() + DIGEST_INTERVAL_MS - 60_000)
    expect(await sentMails(t)).toHaveLength(1)

    // What the timer does at the end of the period.
    expect(await sendStaffDigest(context, site, new Date(Date.now() + DIGEST_INTERVAL_MS))).toBe(
      null,
    )
    const mails = await sentMails(t)
    expect(mails).toHaveLength(2)
    // Its text part, as a plain-text mail program shows it (the HTML part repeats the list).
    const digest = mailParts(mails[1] ?? '').text
    expect(digest.match(/- Film concert-\d/g)).toHaveLength(12)
    for (const email of ['ada@test.example', 'grace@test.example', 'alan@test.example']) {
      expect(digest).toContain(email)
    }
    for (const n of [1, 2, 3, 4]) expect(digest).toContain(`Film concert-${n}`)
    expect(digest).not.toContain('Film concert-0')

    // Nothing new: no mail, however late.
    const muchLater = new Date(Date.now() + 3 * DIGEST_INTERVAL_MS)
    expect(await sendStaffDigest(context, site, muchLater)).toBe(null)
    expect(await sentMails(t)).toHaveLength(2)
  })
})

describe.each(DIALECTS)('on-demand requests with SMTP down on %s', (dialect) => {
  let t: TestApp
  let smtpPort: number
  let smtp: TestSmtp | undefined

  beforeAll(async () => {
    // Nothing listens on the port yet: the first try to send fails.
    smtpPort = await freePort()
    t = await startTestApp(dialect, { SMTP_URL: `smtp://127.0.0.1:${smtpPort}` })
  })
  afterAll(async () => {
    await t.close()
    await smtp?.close()
  })

  it('still stores the request, answers 201, and mails the staff once SMTP is back', async () => {
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

    // The mail job is tried again with backoff: SMTP started now gets the mail, once.
    smtp = await startSmtp(smtpPort)
    await t.app.jobs.mail.idle()
    expect(smtp.messages).toHaveLength(1)
    expect(readableMail(smtp.messages[0]!)).toContain('To: staff@test.example')
    expect(readableMail(smtp.messages[0]!)).toContain('Film concert')
    expect(await t.app.jobs.mail.counts()).toMatchObject({ failed: 0 })
  })
})
