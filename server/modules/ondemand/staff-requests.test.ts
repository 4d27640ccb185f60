import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AdminOnDemandRequest } from '../../../contract/schemas/admin-ondemand.ts'
import { API_BASE } from '../../../contract/values/api-paths.ts'
import { startTestApp, type TestApp } from '../../../test/support/app.ts'
import { DIALECTS } from '../../../test/support/database.ts'
import {
  createSession,
  createUser,
  createWebsite,
  signedIn,
} from '../../../test/support/fixtures.ts'
import { sentMails } from '../../../test/support/sent-mails.ts'
import { insertItem, insertMedia } from '../../db/insert.ts'
import { adminCall } from '../../../test/support/staff-api.ts'
import { expectFieldError } from '../../../test/support/field-error.ts'

const HOST = 'ondemand.test'
const OTHER_HOST = 'other-ondemand.test'

describe.each(DIALECTS)('on-demand requests in the back office on %s', (dialect) => {
  let t: TestApp
  const tokens = { owner: '', editor: '', contributor: '', ada: '', grace: '', ownerOfOther: '' }
  const emails = { ada: 'ada@test.example', grace: 'grace@test.example' }
  /** Ids of the requested items, by item slug. */
  const ids: Record<string, string> = {}
  let foreignId = ''

  const call = (
    method: 'GET' | 'POST',
    url: string,
    options: { token?: string; payload?: unknown } = {},
  ) => adminCall(t, method, url, { token: tokens.owner, host: HOST, ...options })
  const decide = (id: string, payload: unknown, token = tokens.owner) =>
    call('POST', `/ondemand-requests/${id}/decision/`, { payload, token })
  const list = async (query = '') => {
    const answer = await call('GET', `/ondemand-requests/${query}`)
    expect(answer.statusCode, answer.body).toBe(200)
    const rows = answer.json<AdminOnDemandRequest[]>()
    return { names: rows.map((row) => row.item_name), total: answer.headers['x-total-count'] }
  }
  /** What the storefront tells a customer of an item. */
  const itemFor = async (slug: string, token: string) => {
    const answer = await t.app.inject({
      url: `${API_BASE}/items/${slug}/`,
      headers: { host: HOST, ...signedIn(token) },
    })
    return answer.json<{ has_access: boolean }>()
  }
  /** The mails sent to `email`, oldest first, as their reader sees them. */
  const mailsTo = (email: string) => sentMails(t, { to: email })

  beforeAll(async () => {
    t = await startTestApp(dialect)
    const db = t.database.db
    const site = await createWebsite(db, { name: 'Main', hosts: [HOST] })
    const other = await createWebsite(db, { name: 'Other', hosts: [OTHER_HOST] })
    const item = async (websiteUid: string, slug: string) =>
      insertItem(db, websiteUid, {
        slug,
        contentObjectType: 'media',
        contentObjectUid: await insertMedia(db, websiteUid, { name: `Film ${slug}`, duration: 60 }),
        visibilityType: 'on_demand',
      })
    const session = async (websiteUid: string, options: Parameters<typeof createUser>[2]) =>
      createSession(db, websiteUid, (await createUser(db, websiteUid, options)).uid)
    for (const role of ['owner', 'editor', 'contributor'] as const) {
      tokens[role] = await session(site, { staffRole: role })
    }
    tokens.ownerOfOther = await session(other, { staffRole: 'owner' })
    tokens.ada = await session(site, { email: emails.ada })
    tokens.grace = await session(site, { email: emails.grace })
    await db
      .updateTable('users')
      .set({ first_name: 'Grace', last_name: 'Hopper' })
      .where('email', '=', emails.grace)
      .execute()
    const slugs = { concert: '', opera: '', ballet: '' }
    for (const slug of Object.keys(slugs) as (keyof typeof slugs)[]) {
      slugs[slug] = await item(site, slug)
    }
    const ask = async (host: string, token: string, items: string[], language = 'fr') => {
      const answer = await t.app.inject({
        method: 'POST',
        url: `${API_BASE}/ondemand/requests/`,
        headers: { host, cookie: `language=${language}`, ...signedIn(token) },
        payload: { type: 'on_demand', items },
      })
      expect(answer.statusCode, answer.body).toBe(201)
      return answer.json<{ uid: string }>().uid
    }
    const adas = await ask(HOST, tokens.ada, [slugs.concert, slugs.opera])
    const graces = await ask(HOST, tokens.grace, [slugs.ballet], 'en')
    ids.concert = `${adas}.${slugs.concert}`
    ids.opera = `${adas}.${slugs.opera}`
    ids.ballet = `${graces}.${slugs.ballet}`
    const elsewhere = await item(other, 'elsewhere')
    foreignId = `${await ask(OTHER_HOST, await session(other, {}), [elsewhere])}.${elsewhere}`
    // Known request times, so the order of the list does not depend on the clock.
    for (const [uid, at] of [
      [adas, '2024-01-01T10:00:00.000Z'],
      [graces, '2024-01-02T10:00:00.000Z'],
    ] as const) {
      await db
        .updateTable('ondemand_requests')
        .set({ created_at: at })
        .where('uid', '=', uid)
        .execute()
    }
  })
  afterAll(() => t.close())

  it('lists the requested items of this website only, newest first, with who asked', async () => {
    const answer = await call('GET', '/ondemand-requests/')
    expect(answer.statusCode, answer.body).toBe(200)
    expect(answer.headers['x-total-count']).toBe('3')
    const rows = answer.json<AdminOnDemandRequest[]>()
    expect(rows.map((row) => row.uid)).toEqual([ids.ballet, expect.any(String), expect.any(String)])
    expect(rows.map((row) => row.uid)).not.toContain(foreignId)
    expect(rows[0]).toEqual({
      uid: ids.ballet,
      request_uid: ids.ballet!.split('.')[0],
      item_uid: ids.ballet!.split('.')[1],
      item_name: 'Film ballet',
      item_slug: 'ballet',
      requester: {
        uid: expect.any(String),
        email: emails.grace,
        first_name: 'Grace',
        last_name: 'Hopper',
      },
      language: 'en',
      status: 'pending',
      created_at: '2024-01-02T10:00:00.000Z',
      decided_at: null,
      message: '',
    })
  })

  it('finds words of the requester or the item, case aside, sorts and pages', async () => {
    expect((await list('?q=HOPPER')).names).toEqual(['Film ballet'])
    expect((await list('?q=ada%40test')).names.sort()).toEqual(['Film concert', 'Film opera'])
    expect((await list('?q=lovelace%20OPERA')).names).toEqual(['Film opera'])
    expect((await list('?q=nobody')).names).toEqual([])
    expect((await list('?_sort=item_name&_order=ASC')).names).toEqual([
      'Film ballet',
      'Film concert',
      'Film opera',
    ])
    expect(await list('?_sort=item_name&_order=DESC&_start=1&_end=2')).toEqual({
      names: ['Film concert'],
      total: '3',
    })
    const oldest = (await list('?_sort=created_at&_order=ASC&_end=1')).names
    expect(['Film concert', 'Film opera']).toContain(oldest[0])
    expectFieldError(await call('GET', '/ondemand-requests/?_sort=email'), '_sort')
    expectFieldError(await call('GET', '/ondemand-requests/?status=maybe'), 'status')
  })

  it('answers one requested item, and 404 for one of another website', async () => {
    const answer = await call('GET', `/ondemand-requests/${ids.opera}/`)
    expect(answer.statusCode, answer.body).toBe(200)
    expect(answer.json()).toMatchObject({ uid: ids.opera, item_name: 'Film opera' })
    expect((await call('GET', `/ondemand-requests/${foreignId}/`)).statusCode).toBe(404)
    expect((await call('GET', '/ondemand-requests/nope.nothing/')).statusCode).toBe(404)
    expectFieldError(await call('GET', '/ondemand-requests/no-dot/'), 'id')
  })

  it('is refused to editors, contributors, customers and the staff of another website', async () => {
    const refused = [tokens.editor, tokens.contributor, tokens.ada, tokens.ownerOfOther]
    for (const token of refused) {
      expect((await call('GET', '/ondemand-requests/', { token })).statusCode).toBe(403)
      expect((await call('GET', `/ondemand-requests/${ids.opera}/`, { token })).statusCode).toBe(
        403,
      )
      expect((await decide(ids.opera!, { decision: 'accepted' }, token)).statusCode).toBe(403)
    }
    expect((await list('?status=pending')).total).toBe('3')
  })

  it.each([
    ['decision', {}],
    ['decision', { decision: 'maybe' }],
    ['message', { decision: 'accepted', message: 'x'.repeat(1001) }],
    ['message', { decision: 'accepted', message: 42 }],
  ])('answers a bad decision with a 400 naming %s', async (field, body) => {
    expectFieldError(await decide(ids.opera!, body), field)
  })

  it('accepts: the requester may watch at once and is mailed the message', async () => {
    expect((await itemFor('concert', tokens.ada)).has_access).toBe(false)
    const answer = await decide(ids.concert!, {
      decision: 'accepted',
      message: ' Bon film, et merci de votre patience. ',
    })
    expect(answer.statusCode, answer.body).toBe(200)
    expect(answer.json()).toMatchObject({
      uid: ids.concert,
      status: 'accepted',
      decided_at: expect.any(String),
      message: 'Bon film, et merci de votre patience.',
    })
    expect((await itemFor('concert', tokens.ada)).has_access).toBe(true)
    expect((await itemFor('opera', tokens.ada)).has_access).toBe(false)
    const mail = (await mailsTo(emails.ada)).at(-1)
    expect(mail).toContain('Subject: Main : votre accès à « Film concert » est ouvert')
    expect(mail).toContain('Message de l’équipe :\nBon film, et merci de votre patience.')

    const audit = await t.database.db
      .selectFrom('audit_log')
      .selectAll()
      .where('record_uid', '=', ids.concert!)
      .execute()
    expect(audit).toHaveLength(1)
    expect(audit[0]).toMatchObject({ action: 'update', resource: 'ondemand_request' })
    expect(JSON.parse(audit[0]!.before ?? '')).toEqual({ status: 'pending' })
    expect(JSON.parse(audit[0]!.after ?? '')).toEqual({
      status: 'accepted',
      message: 'Bon film, et merci de votre patience.',
    })
  })

  it('rejects: no access, and the mail says so in the language of the request', async () => {
    const answer = await decide(ids.ballet!, { decision: 'rejected' })
    expect(answer.statusCode, answer.body).toBe(200)
    expect(answer.json()).toMatchObject({ status: 'rejected', message: '' })
    expect((await itemFor('ballet', tokens.grace)).has_access).toBe(false)
    const mail = (await mailsTo(emails.grace)).at(-1)
    expect(mail).toContain('Your request for access to “Film ballet” was not accepted.')
    expect(mail).not.toContain('A word from the team')
  })

  it('answers 409 to a second decision, even one sent at the same moment', async () => {
    const again = await decide(ids.concert!, { decision: 'rejected' })
    expect(again.statusCode).toBe(409)
    expect(again.json()).toEqual({
      type: 'Conflict',
      message: 'Cette demande a déjà reçu une réponse.',
      request_id: expect.any(String),
    })
    expect((await itemFor('concert', tokens.ada)).has_access).toBe(true)

    const sent = (await mailsTo(emails.ada)).length
    const answers = await Promise.all([
      decide(ids.opera!, { decision: 'accepted' }),
      decide(ids.opera!, { decision: 'rejected' }),
    ])
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409])
    expect(await mailsTo(emails.ada)).toHaveLength(sent + 1)
  })

  it('answers 404 to a decision on an unknown or foreign item', async () => {
    for (const id of ['nope.nothing', foreignId]) {
      expect((await decide(id, { decision: 'accepted' })).statusCode).toBe(404)
    }
  })

  it('filters by status and sorts by decision time, the undecided last', async () => {
    expect((await list('?status=pending')).total).toBe('0')
    expect((await list('?status=rejected')).names).toContain('Film ballet')
    const byDecision = await list('?_sort=decided_at&_order=ASC')
    expect(byDecision.names[0]).toBe('Film concert')
  })
})
