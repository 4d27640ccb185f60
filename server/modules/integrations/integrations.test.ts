import { createHmac } from 'node:crypto'
import { createServer, type IncomingHttpHeaders, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from '../../../test/support/app.ts'
import { DIALECTS } from '../../../test/support/database.ts'
import { createSession, createUser, createWebsite } from '../../../test/support/fixtures.ts'
import { expectFieldError } from '../../../test/support/field-error.ts'
import { adminCall } from '../../../test/support/staff-api.ts'
import { post } from '../auth/auth-test-support.ts'
import { recordEvent } from '../events/service.ts'
import { verifyWebhookSignature } from './webhook-signature.ts'
import { deliverWebhook, WEBHOOK_RETRY_WINDOW_MS } from './webhook-jobs.ts'

const HOST = 'integrations.test'
const OTHER = 'other-integrations.test'

/** A local endpoint that answers each POST with the next scripted status (200 when none left). */
function receiver() {
  const received: { headers: IncomingHttpHeaders; body: string }[] = []
  const script: number[] = []
  const server: Server = createServer((request, response) => {
    let body = ''
    request.on('data', (chunk: Buffer) => (body += chunk.toString()))
    request.on('end', () => {
      received.push({ headers: request.headers, body })
      response.writeHead(script.shift() ?? 200).end()
    })
  })
  return { received, script, server }
}

/** Waits for a condition, at most 10 s, checking every 20 ms (no fixed sleeps). */
async function until<T>(read: () => Promise<T | undefined> | T | undefined): Promise<T> {
  const end = Date.now() + 10_000
  for (;;) {
    const value = await read()
    if (value) return value
    if (Date.now() > end) throw new Error('condition not met within 10 s')
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

describe.each(DIALECTS)('API keys and webhooks on %s', (dialect) => {
  let t: TestApp
  let owner = ''
  let editor = ''
  let otherOwner = ''
  const hook = receiver()
  let hookUrl = ''

  const call = (
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    options: { token?: string; payload?: unknown; host?: string } = {},
  ) => adminCall(t, method, url, { token: owner, host: HOST, ...options })
  const withKey = (
    key: string,
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    options: { payload?: unknown; host?: string } = {},
  ) =>
    adminCall(t, method, url, {
      host: options.host ?? HOST,
      headers: { authorization: `Bearer ${key}` },
      payload: options.payload,
    })
  const makeKey = async (payload: Record<string, unknown>, token = owner, host = HOST) => {
    const made = await call('POST', '/api-keys/', { payload, token, host })
    expect(made.statusCode, made.body).toBe(201)
    return made.json() as { uid: string; secret: string; prefix: string }
  }

  beforeAll(async () => {
    await new Promise<void>((resolve) => hook.server.listen(0, '127.0.0.1', resolve))
    hookUrl = `http://127.0.0.1:${(hook.server.address() as AddressInfo).port}/hook`
    t = await startTestApp(dialect, { WEBHOOK_ALLOW_PRIVATE: 'true' })
    const db = t.database.db
    const site = await createWebsite(db, { hosts: [HOST] })
    owner = await createSession(db, site, (await createUser(db, site, { staffRole: 'owner' })).uid)
    editor = await createSession(
      db,
      site,
      (await createUser(db, site, { staffRole: 'editor' })).uid,
    )
    const other = await createWebsite(db, { hosts: [OTHER] })
    otherOwner = await createSession(
      db,
      other,
      (await createUser(db, other, { staffRole: 'owner' })).uid,
    )
  })
  afterAll(async () => {
    await t.close()
    await new Promise((resolve) => hook.server.close(resolve))
  })

  it('creates a key shown once, stored hashed, audited; editors may not', async () => {
    const key = await makeKey({ name: 'Zapier', role: 'editor' })
    expect(key.secret).toMatch(/^vtk_[A-Za-z0-9_-]{43}$/)
    expect(key.secret.startsWith(key.prefix)).toBe(true)
    const listed = await call('GET', '/api-keys/')
    expect(listed.statusCode, listed.body).toBe(200)
    expect(listed.body).not.toContain(key.secret)
    const stored = await t.database.db
      .selectFrom('api_keys')
      .selectAll()
      .where('uid', '=', key.uid)
      .executeTakeFirstOrThrow()
    expect(JSON.stringify(stored)).not.toContain(key.secret)
    const audit = await t.database.db
      .selectFrom('audit_log')
      .select(['action', 'resource', 'after'])
      .where('record_uid', '=', key.uid)
      .execute()
    expect(audit.map((a) => [a.action, a.resource])).toEqual([['create', 'api_key']])
    expect(audit[0]!.after).not.toContain(key.secret)
    expect((await call('GET', '/api-keys/', { token: editor })).statusCode).toBe(403)
    expectFieldError(
      await call('POST', '/api-keys/', {
        payload: { name: 'Old', role: 'owner', expires_at: '2001-01-01T00:00:00.000Z' },
      }),
      'expires_at',
    )
    expectFieldError(
      await call('POST', '/api-keys/', { payload: { name: 'X', role: 'god' } }),
      'role',
    )
  })

  it('lets a key call the staff API with its role, and no further', async () => {
    const editorKey = (await makeKey({ name: 'Editor key', role: 'editor' })).secret
    const readKey = (await makeKey({ name: 'Reader', role: 'read_only' })).secret
    const me = await withKey(editorKey, 'GET', '/me/')
    expect(me.statusCode, me.body).toBe(200)
    expect(me.json().role).toBe('editor')
    // An editor's key sees the catalogue, not the money.
    expect((await withKey(editorKey, 'GET', '/categories/')).statusCode).toBe(200)
    expect((await withKey(editorKey, 'GET', '/coupons/')).statusCode).toBe(403)
    // A read-only key reads everything an owner reads, and changes nothing.
    expect((await withKey(readKey, 'GET', '/coupons/')).statusCode).toBe(200)
    const write = await withKey(readKey, 'POST', '/coupons/', {
      payload: { code: 'NOPE', kind: 'percent', percent_off: 5 },
    })
    expect(write.statusCode, write.body).toBe(403)
    // No key manages keys or webhooks, whatever its role.
    const ownerKey = (await makeKey({ name: 'Owner key', role: 'owner' })).secret
    expect((await withKey(ownerKey, 'GET', '/api-keys/')).statusCode).toBe(403)
    expect((await withKey(ownerKey, 'GET', '/webhooks/')).statusCode).toBe(403)
    // A key opens the staff API only.
    const publicCall = await t.app.inject({
      url: '/api/account/',
      headers: { host: HOST, authorization: `Bearer ${ownerKey}` },
    })
    expect(publicCall.statusCode).not.toBe(200)
    const used = await t.database.db
      .selectFrom('api_keys')
      .select(['last_used_at', 'last_used_ip'])
      .where('name', '=', 'Editor key')
      .executeTakeFirstOrThrow()
    expect(used.last_used_at).not.toBeNull()
    expect(used.last_used_ip).toBe('127.0.0.1')
  })

  it('refuses with 401 a key revoked, expired, unknown or of another website', async () => {
    const revoked = await makeKey({ name: 'Soon revoked', role: 'owner' })
    expect((await withKey(revoked.secret, 'GET', '/me/')).statusCode).toBe(200)
    const revoke = await call('DELETE', `/api-keys/${revoked.uid}/`)
    expect(revoke.statusCode, revoke.body).toBe(200)
    expect(revoke.json().revoked_at).not.toBeNull()
    expect((await withKey(revoked.secret, 'GET', '/me/')).statusCode).toBe(401)

    const expiring = await makeKey({
      name: 'Expiring',
      role: 'owner',
      expires_at: new Date(Date.now() + 3_600_000).toISOString(),
    })
    expect((await withKey(expiring.secret, 'GET', '/me/')).statusCode).toBe(200)
    await t.database.db
      .updateTable('api_keys')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('uid', '=', expiring.uid)
      .execute()
    expect((await withKey(expiring.secret, 'GET', '/me/')).statusCode).toBe(401)

    expect((await withKey(`vtk_${'x'.repeat(43)}`, 'GET', '/me/')).statusCode).toBe(401)
    const foreign = (await makeKey({ name: 'Elsewhere', role: 'owner' }, otherOwner, OTHER)).secret
    expect((await withKey(foreign, 'GET', '/me/', { host: OTHER })).statusCode).toBe(200)
    expect((await withKey(foreign, 'GET', '/me/')).statusCode).toBe(401)
  })

  it('advertises the bearer scheme on the staff routes in the OpenAPI document', async () => {
    const docs = (await t.app.inject({ url: '/api/docs/json' })).json()
    expect(docs.components.securitySchemes.ApiKey).toMatchObject({ type: 'http', scheme: 'bearer' })
    const coupons = docs.paths['/api/admin/websites/v1/coupons/'].get
    expect(coupons.security).toEqual([{ WebsiteToken: [] }, { ApiKey: [] }])
    const keys = docs.paths['/api/admin/websites/v1/api-keys/'].get
    expect(keys.security).toEqual([{ WebsiteToken: [] }])
  })

  it('delivers an event signed to a registered endpoint, with a deliveries log and resend', async () => {
    expectFieldError(
      await call('POST', '/webhooks/', {
        payload: { url: 'ftp://x.test/', events: ['order.paid'] },
      }),
      'url',
    )
    expectFieldError(
      await call('POST', '/webhooks/', { payload: { url: hookUrl, events: ['nothing'] } }),
      'events',
    )
    const made = await call('POST', '/webhooks/', {
      payload: { url: hookUrl, events: ['customer.created'], description: 'CRM' },
    })
    expect(made.statusCode, made.body).toBe(201)
    const webhook = made.json() as { uid: string; secret: string }
    expect(webhook.secret).toMatch(/^whsec_/)

    const registered = await post(
      t,
      '/auth/register/',
      {
        first_name: 'Ada',
        last_name: 'Lovelace',
        email: 'ada@integrations.test',
        password1: 'analytical-engine',
        password2: 'analytical-engine',
      },
      { host: HOST },
    )
    expect(registered.statusCode, registered.body).toBe(201)
    const first = await until(() => hook.received[0])
    const body = JSON.parse(first.body)
    expect(body).toMatchObject({
      id: expect.stringMatching(/^evt_/),
      type: 'customer.created',
      data: { email: 'ada@integrations.test', first_name: 'Ada' },
    })
    const signature = String(first.headers['vitrine-signature'])
    expect(verifyWebhookSignature(signature, webhook.secret, first.body)).toBe(true)
    // Recomputed by hand, as a receiver in another language would.
    const [, t0, v1] = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(signature)!
    const mac = createHmac('sha256', webhook.secret).update(`${t0}.${first.body}`).digest('hex')
    expect(v1).toBe(mac)
    expect(verifyWebhookSignature(signature, 'whsec_wrong', first.body)).toBe(false)

    const log = await until(async () => {
      const answer = await call('GET', `/webhook-deliveries/?endpoint_uid=${webhook.uid}`)
      const rows = answer.json() as { uid: string; status: string }[]
      return rows[0]?.status === 'succeeded' ? rows : undefined
    })
    expect(log[0]).toMatchObject({
      event_type: 'customer.created',
      attempts: 1,
      response_code: 200,
    })

    const resent = await call('POST', `/webhook-deliveries/${log[0]!.uid}/resend/`)
    expect(resent.statusCode, resent.body).toBe(201)
    const again = await until(() => hook.received[1])
    expect(JSON.parse(again.body).id).toBe(body.id)
    const audit = await t.database.db
      .selectFrom('audit_log')
      .select('resource')
      .where('record_uid', 'in', [webhook.uid, resent.json().uid])
      .execute()
    expect(audit.map((a) => a.resource).sort()).toEqual(['webhook_delivery', 'webhook_endpoint'])
  })

  it('sends deliveries side by side: a slow endpoint holds back no other', async () => {
    // Answers nothing until two deliveries wait on it: sent one at a time, the first would wait
    // for its timeout (10 s) before the second went out.
    const held: ServerResponse[] = []
    const slow = createServer((request, response) => {
      request.resume()
      request.on('end', () => {
        held.push(response)
        if (held.length >= 2) for (const waiting of held.splice(0)) waiting.writeHead(200).end()
      })
    })
    await new Promise<void>((resolve) => slow.listen(0, '127.0.0.1', resolve))
    try {
      const url = `http://127.0.0.1:${(slow.address() as AddressInfo).port}/slow`
      const made = await call('POST', '/webhooks/', {
        payload: { url, events: ['gift.redeemed'] },
      })
      expect(made.statusCode, made.body).toBe(201)
      const endpoint = made.json().uid as string
      const db = t.database.db
      const { website_uid: site } = await db
        .selectFrom('webhook_endpoints')
        .select('website_uid')
        .where('uid', '=', endpoint)
        .executeTakeFirstOrThrow()
      await recordEvent(db, site, 'gift.redeemed', { gift_uid: 'one' })
      await recordEvent(db, site, 'gift.redeemed', { gift_uid: 'two' })
      const done = await until(async () => {
        const rows = await db
          .selectFrom('webhook_deliveries')
          .select(['status', 'attempts'])
          .where('endpoint_uid', '=', endpoint)
          .execute()
        return rows.length === 2 && rows.every((row) => row.status === 'succeeded')
          ? rows
          : undefined
      })
      expect(done.map((row) => row.attempts)).toEqual([1, 1])
    } finally {
      slow.closeAllConnections()
      await new Promise((resolve) => slow.close(resolve))
    }
  })

  it('records a failed try and tries again; gives up after 72 hours', async () => {
    const db = t.database.db
    const made = await call('POST', '/webhooks/', {
      payload: { url: hookUrl, events: ['live.started'] },
    })
    const endpoint = made.json().uid as string
    const site = (
      await db
        .selectFrom('webhook_endpoints')
        .select('website_uid')
        .where('uid', '=', endpoint)
        .executeTakeFirstOrThrow()
    ).website_uid
    // The app's own dispatcher and queue are left out: the event is handed on and its delivery
    // queued already, so this drives one delivery by hand.
    const now = new Date().toISOString()
    await db
      .insertInto('webhook_events')
      .values({
        uid: 'evt_by_hand',
        website_uid: site,
        type: 'live.started',
        data: '{}',
        created_at: now,
        dispatched_at: now,
      })
      .execute()
    const delivery = { uid: 'delivery-by-hand' }
    await db
      .insertInto('webhook_deliveries')
      .values({
        uid: delivery.uid,
        website_uid: site,
        endpoint_uid: endpoint,
        event_uid: 'evt_by_hand',
        event_type: 'live.started',
        created_at: now,
        queued_at: now,
      })
      .execute()
    const before = hook.received.length
    hook.script.push(500)
    const options = { allowPrivate: true }
    await expect(deliverWebhook(db, options, delivery.uid, { lastAttempt: false })).rejects.toThrow(
      /500/,
    )
    const state = () =>
      db
        .selectFrom('webhook_deliveries')
        .select(['status', 'attempts', 'response_code'])
        .where('uid', '=', delivery.uid)
        .executeTakeFirstOrThrow()
    expect(await state()).toEqual({ status: 'retrying', attempts: 1, response_code: 500 })
    await deliverWebhook(db, options, delivery.uid, { lastAttempt: false })
    expect(await state()).toEqual({ status: 'succeeded', attempts: 2, response_code: 200 })
    expect(hook.received.length).toBe(before + 2)
    const ids = hook.received.slice(before).map((r) => JSON.parse(r.body).id)
    expect(ids[0]).toBe(ids[1])

    // A delivery still failing 72 hours after its event is given up, unsent.
    const resent = await call('POST', `/webhook-deliveries/${delivery.uid}/resend/`)
    const late = new Date(Date.parse(resent.json().created_at) + WEBHOOK_RETRY_WINDOW_MS + 1000)
    const sent = hook.received.length
    await deliverWebhook(db, { allowPrivate: true, now: () => late }, resent.json().uid, {
      lastAttempt: false,
    })
    const gaveUp = await db
      .selectFrom('webhook_deliveries')
      .select(['status', 'error'])
      .where('uid', '=', resent.json().uid)
      .executeTakeFirstOrThrow()
    expect(gaveUp).toEqual({ status: 'failed', error: 'No answer within 72 hours.' })
    expect(hook.received.length).toBe(sent)
  })

  it('changes and deletes a webhook, scoped to its website', async () => {
    const made = (
      await call('POST', '/webhooks/', {
        payload: { url: hookUrl, events: ['order.paid'] },
      })
    ).json()
    const changed = await call('PATCH', `/webhooks/${made.uid}/`, {
      payload: { events: ['order.paid', 'order.refunded'], enabled: false },
    })
    expect(changed.statusCode, changed.body).toBe(200)
    expect(changed.json()).toMatchObject({
      events: ['order.paid', 'order.refunded'],
      enabled: false,
    })
    const foreign = await call('GET', `/webhooks/${made.uid}/`, { token: otherOwner, host: OTHER })
    expect(foreign.statusCode).toBe(404)
    expect((await call('DELETE', `/webhooks/${made.uid}/`)).statusCode).toBe(204)
    expect((await call('GET', `/webhooks/${made.uid}/`)).statusCode).toBe(404)
  })
})
