import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from '../../../../test/support/app.ts'
import { DIALECTS } from '../../../../test/support/database.ts'
import { expectFieldError } from '../../../../test/support/field-error.ts'
import { createSession, createUser, createWebsite } from '../../../../test/support/fixtures.ts'
import { sentMails } from '../../../../test/support/sent-mails.ts'
import { insertCategory, insertItem, insertMedia } from '../../../db/insert.ts'
import { newUid } from '../../../db/uid.ts'
import { addOrder } from '../../billing/test-fixtures.ts'
import type { JobQueue } from '../../../jobs/job-queue.ts'
import type { Mail, Mailer } from '../../../mail/mailer.ts'
import { adminCall } from '../../../../test/support/staff-api.ts'
import { runBroadcastClock, sendBroadcast, type BroadcastDeps } from './sending.ts'

const HOST = 'broadcasts.test'
const BULK_HOST = 'bulk-broadcasts.test'
const NOW = new Date('2026-05-04T09:00:00.000Z')

/** An SMTP server as the sending sees it: it keeps each mail, and refuses some addresses (550). */
function recordingTransport(refused: string[] = []) {
  const received: Mail[] = []
  const mailer: Mailer = {
    async send(mail) {
      if (refused.includes(mail.to)) {
        throw Object.assign(new Error('550 no such mailbox'), { responseCode: 550 })
      }
      received.push(mail)
    },
    close() {},
  }
  return { mailer, received }
}

/** A queue that only notes what was added: the tests run the sending themselves. */
function notingQueue() {
  const added: string[] = []
  const queue = {
    async add(_name: string, _data: unknown, options: { id: string }) {
      added.push(options.id)
    },
  } as unknown as JobQueue
  return { queue, added }
}

describe.each(DIALECTS)('broadcasts to segments on %s', (dialect) => {
  let t: TestApp
  let site = ''
  let owner = ''
  let editor = ''
  let itemUid = ''
  let categoryUid = ''
  let staffEmail = ''
  const nobody = { uid: '', email: '' }
  const people = { buyer: nobody, fan: nobody, refuser: nobody }

  const call = (
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    options: { token?: string; payload?: unknown; host?: string } = {},
  ) => adminCall(t, method, url, { token: owner, host: HOST, ...options })

  const draft = (payload: Record<string, unknown> = {}) =>
    call('POST', '/broadcasts/', {
      payload: {
        subject: 'Nouveautés de mai',
        body: '<p>Bonjour, <strong>trois films</strong> arrivent.</p>',
        subject_en: 'New in May',
        body_en: '<p>Hello, <strong>three films</strong> are coming.</p>',
        segment: 'all',
        ...payload,
      },
    })

  async function customer(
    websiteUid: string,
    options: { consent: boolean; language?: string; email?: string },
  ) {
    const db = t.database.db
    const user = await createUser(db, websiteUid, { email: options.email })
    const consent = options.consent ? NOW.toISOString() : null
    await db
      .updateTable('users')
      .set({ marketing_consent_at: consent })
      .where('uid', '=', user.uid)
      .execute()
    if (options.language) {
      await addOrder(db, websiteUid, {
        userUid: user.uid,
        status: 'open',
        createdAt: NOW.toISOString(),
        language: options.language,
      })
    }
    return user
  }

  async function buys(userUid: string) {
    await t.database.db
      .insertInto('purchases')
      .values({
        uid: newUid(),
        website_uid: site,
        user_uid: userUid,
        item_uid: itemUid,
        price_uid: newUid(),
        order_uid: newUid(),
        amount: 500,
        created_at: NOW.toISOString(),
        expire_at: null,
        revoked_at: null,
      })
      .execute()
  }

  beforeAll(async () => {
    t = await startTestApp(dialect)
    const db = t.database.db
    site = await createWebsite(db, { name: 'Ciné Club', hosts: [HOST] })
    const staff = await createUser(db, site, { staffRole: 'owner' })
    owner = await createSession(db, site, staff.uid)
    staffEmail = staff.email
    await db
      .updateTable('users')
      .set({ marketing_consent_at: NOW.toISOString() })
      .where('uid', '=', staff.uid)
      .execute()
    editor = await createSession(
      db,
      site,
      (await createUser(db, site, { staffRole: 'editor' })).uid,
    )
    categoryUid = await insertCategory(db, site, { slug: 'docs', name: 'Documentaires' })
    itemUid = await insertItem(db, site, {
      slug: 'le-voyage',
      contentObjectType: 'media',
      contentObjectUid: await insertMedia(db, site, { name: 'Le Voyage', duration: 60 }),
      categoryUids: [categoryUid],
    })
    people.buyer = await customer(site, { consent: true, language: 'en' })
    people.fan = await customer(site, { consent: true })
    people.refuser = await customer(site, { consent: false })
    await buys(people.buyer.uid)
    await buys(people.refuser.uid)
    await db
      .insertInto('playback_positions')
      .values({
        website_uid: site,
        user_uid: people.fan.uid,
        media_uid: newUid(),
        item_uid: itemUid,
        position: 30,
        duration: 60,
        last_kind: 'progress',
        updated_at: NOW.toISOString(),
      } as never)
      .execute()
  })
  afterAll(() => t.close())

  it('counts only consenting customers of the segment, never staff', async () => {
    const count = async (query: string) => {
      const answer = await call('GET', `/broadcasts/audience/?${query}`)
      expect(answer.statusCode, answer.body).toBe(200)
      return answer.json<{ recipients: number }>().recipients
    }
    expect(await count('segment=all')).toBe(2)
    expect(await count(`segment=bought_item&item_uid=${itemUid}`)).toBe(1)
    expect(await count(`segment=watched_category&category_uid=${categoryUid}`)).toBe(1)
    expect(await count('segment=never_bought')).toBe(2)
    expectFieldError(await call('GET', '/broadcasts/audience/?segment=bought_item'), 'item_uid')
  })

  it('refuses bad input naming the field, and editors', async () => {
    expectFieldError(await draft({ subject: '  ' }), 'subject')
    expectFieldError(await draft({ body: '<script>x</script>' }), 'body')
    expectFieldError(await draft({ subject_en: '' }), 'subject_en')
    expectFieldError(await draft({ segment: 'bought_item', item_uid: newUid() }), 'item_uid')
    expectFieldError(await draft({ segment: 'watched_category' }), 'category_uid')
    expectFieldError(await draft({ segment: 'everyone' }), 'segment')
    const made = await draft()
    const uid = made.json<{ uid: string }>().uid
    const later = await call('POST', `/broadcasts/${uid}/send/`, {
      payload: { send_at: 'tomorrow' },
    })
    expectFieldError(later, 'send_at')
    const refused = await call('GET', '/broadcasts/', { token: editor })
    expect(refused.statusCode).toBe(403)
    const db = t.database.db
    const other = await createWebsite(db, { hosts: ['other-broadcasts.test'] })
    const otherOwner = await createSession(
      db,
      other,
      (await createUser(db, other, { staffRole: 'owner' })).uid,
    )
    const foreign = await call('GET', `/broadcasts/${uid}/`, {
      token: otherOwner,
      host: 'other-broadcasts.test',
    })
    expect(foreign.statusCode).toBe(404)
  })

  it('previews each language, test-sends to the staff member, and sends to the segment', async () => {
    const made = await draft({ segment: 'bought_item', item_uid: itemUid })
    expect(made.statusCode, made.body).toBe(201)
    const uid = made.json<{ uid: string }>().uid
    const english = await call('GET', `/broadcasts/${uid}/preview/?language=en`)
    expect(english.json()).toMatchObject({ subject: 'New in May', language: 'en' })
    expect(english.json<{ html: string }>().html).toContain('<strong>three films</strong>')
    const french = await call('GET', `/broadcasts/${uid}/preview/?language=fr`)
    expect(french.json<{ text: string }>().text).toContain('Bonjour, trois films arrivent.')

    const test = await call('POST', `/broadcasts/${uid}/test/`, { payload: { language: 'en' } })
    expect(test.statusCode, test.body).toBe(200)
    const [tested] = await sentMails(t, { to: staffEmail })
    expect(tested).toContain('Subject: [Test] New in May')

    const sent = await call('POST', `/broadcasts/${uid}/send/`, { payload: {} })
    expect(sent.statusCode, sent.body).toBe(200)
    await t.app.jobs.broadcasts.idle()
    const [mail, ...more] = await sentMails(t, { to: people.buyer.email })
    expect(more).toEqual([])
    expect(mail).toContain('Subject: New in May')
    expect(mail).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click')
    expect(await sentMails(t, { to: people.refuser.email })).toEqual([])
    expect(await sentMails(t, { to: people.fan.email })).toEqual([])
    const after = await call('GET', `/broadcasts/${uid}/`)
    expect(after.json()).toMatchObject({
      status: 'sent',
      counts: { total: 1, sent: 1, bounced: 0, unsubscribed: 0 },
    })
    const changed = await call('PATCH', `/broadcasts/${uid}/`, { payload: { subject: 'Autre' } })
    expect(changed.statusCode).toBe(409)
    const audit = await t.database.db
      .selectFrom('audit_log')
      .select('action')
      .where('record_uid', '=', uid)
      .where('resource', '=', 'broadcast')
      .execute()
    expect(audit.map((entry) => entry.action)).toEqual(['create', 'update'])
  })

  it('sends a scheduled broadcast only once its time has come, as the clock says', async () => {
    const made = await draft()
    const uid = made.json<{ uid: string }>().uid
    const sendAt = new Date(Date.now() + 3_600_000)
    const scheduled = await call('POST', `/broadcasts/${uid}/send/`, {
      payload: { send_at: sendAt.toISOString() },
    })
    expect(scheduled.json()).toMatchObject({ status: 'scheduled', counts: { total: 0 } })
    const { queue, added } = notingQueue()
    const deps = { db: t.database.db, queue: () => queue } as BroadcastDeps
    await runBroadcastClock(deps, new Date(sendAt.getTime() - 1000))
    expect(added).toEqual([])
    await runBroadcastClock(deps, new Date(sendAt.getTime() + 1000))
    expect(added).toEqual([`broadcast-${uid}`])
    const started = await call('GET', `/broadcasts/${uid}/`)
    expect(started.json()).toMatchObject({ status: 'sending', counts: { total: 2, sent: 0 } })
    const canceled = await call('POST', `/broadcasts/${uid}/cancel/`)
    expect(canceled.json()).toMatchObject({ status: 'canceled' })
    expect((await call('POST', `/broadcasts/${uid}/cancel/`)).statusCode).toBe(409)
  })

  it('sends exactly one mail per recipient when its worker dies mid-send, and counts bounces and unsubscribes', async () => {
    const db = t.database.db
    const bulk = await createWebsite(db, {
      name: 'Vrac',
      hosts: [BULK_HOST],
      publicUrl: `https://${BULK_HOST}`,
    })
    await db
      .updateTable('websites')
      .set({ broadcast_rate_per_second: 3 })
      .where('uid', '=', bulk)
      .execute()
    const bulkOwner = await createSession(
      db,
      bulk,
      (await createUser(db, bulk, { staffRole: 'owner' })).uid,
    )
    const recipients = []
    for (let n = 0; n < 8; n++) recipients.push(await customer(bulk, { consent: true }))
    const leaver = await customer(bulk, { consent: true })
    const bounced = recipients[0]!.email
    const made = await adminCall(t, 'POST', '/broadcasts/', {
      token: bulkOwner,
      host: BULK_HOST,
      payload: { subject: 'Vrac', body: '<p>Tout</p>', segment: 'all' },
    })
    const uid = made.json<{ uid: string }>().uid
    const smtp = recordingTransport([bounced])
    const { queue } = notingQueue()
    const deps: BroadcastDeps = {
      db,
      transport: () => smtp.mailer,
      queue: () => queue,
      secretKey: t.config.secretKey,
      wait: async () => {},
    }
    // Scheduled a minute ago: the clock starts it, its job runs below, by hand.
    await db
      .updateTable('broadcasts')
      .set({ status: 'scheduled', send_at: NOW.toISOString() })
      .where('uid', '=', uid)
      .execute()
    await runBroadcastClock(deps, NOW)
    // The leaver withdraws before their turn: frozen, but skipped.
    await db
      .updateTable('users')
      .set({ marketing_consent_at: null })
      .where('uid', '=', leaver.uid)
      .execute()

    const first = await sendBroadcast(deps, bulk, uid, { claim: 'first', stopAfter: 1 })
    expect(first).toBeLessThan(8)
    const claimed = await db
      .selectFrom('broadcast_recipients')
      .select('user_uid')
      .where('broadcast_uid', '=', uid)
      .where('status', '=', 'claimed')
      .execute()
    expect(claimed.length).toBeGreaterThan(0)
    await sendBroadcast(deps, bulk, uid, { claim: 'second' })
    await sendBroadcast(deps, bulk, uid, { claim: 'third' })

    const to = smtp.received.map((mail) => mail.to).sort()
    const expected = recipients.map((r) => r.email).filter((email) => email !== bounced)
    expect(to).toEqual(expected.sort())
    // Each mail's Message-ID is its recipient's for this broadcast: the same on a resend.
    for (const mail of smtp.received) {
      const recipient = recipients.find((r) => r.email === mail.to)!
      expect(mail.messageId).toBe(`<broadcast-${uid}-${recipient.uid}@${BULK_HOST}>`)
    }

    const link = smtp.received[0]!.headers!['List-Unsubscribe']!.slice(1, -1)
    const url = new URL(link)
    const unsubscribed = await t.app.inject({
      method: 'POST',
      url: `${url.pathname}${url.search}`,
      headers: { host: BULK_HOST },
    })
    expect(unsubscribed.statusCode, unsubscribed.body).toBe(200)
    const answer = await adminCall(t, 'GET', `/broadcasts/${uid}/`, {
      token: bulkOwner,
      host: BULK_HOST,
    })
    expect(answer.json()).toMatchObject({
      status: 'sent',
      counts: { total: 9, sent: 7, bounced: 1, skipped: 1, unsubscribed: 1 },
    })
  })
})
