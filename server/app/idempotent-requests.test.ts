import net from 'node:net'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { API_BASE } from '../../contract/values/api-paths.ts'
import { startTestApp, type TestApp } from '../../test/support/app.ts'
import { DIALECTS } from '../../test/support/database.ts'
import { eventually } from '../../test/support/eventually.ts'
import { expectFieldError } from '../../test/support/field-error.ts'
import { createWebsite } from '../../test/support/fixtures.ts'
import { housekeepingOf, removeExpired } from './housekeeping-job.ts'
import { keyIdOf } from './idempotent-answers.ts'

/**
 * Issue 49 part 4: a storefront POST sent again with the same Idempotency-Key (after a 502, a
 * cut connection, or nginx sending it to the other process) takes effect once, and its second
 * sending gets the first one's answer.
 */

const HOST = 'shop.test'
const REGISTER = `${API_BASE}/auth/register/`

const newcomer = (email: string) => ({
  first_name: 'Ada',
  last_name: 'Lovelace',
  email,
  password1: 'analytical-engine',
  password2: 'analytical-engine',
})

describe.each(DIALECTS)('Idempotency-Key on the public API on %s', (dialect) => {
  let t: TestApp
  let websiteUid: string

  beforeAll(async () => {
    t = await startTestApp(dialect)
    websiteUid = await createWebsite(t.database.db, { hosts: [HOST] })
  })
  afterAll(() => t.close())

  const register = (body: unknown, key?: string) =>
    t.app.inject({
      method: 'POST',
      url: REGISTER,
      headers: { host: HOST, ...(key ? { 'idempotency-key': key } : {}) },
      payload: body as object,
    })
  const accounts = async (email: string) =>
    (
      await t.database.db
        .selectFrom('users')
        .select('uid')
        .where('website_uid', '=', websiteUid)
        .where('email', '=', email)
        .execute()
    ).length

  it('answers a request sent again with the first answer, and runs it once', async () => {
    const body = newcomer('twice@test.example')
    const first = await register(body, 'key-twice-0001')
    expect(first.statusCode, first.body).toBe(201)
    const again = await register(body, 'key-twice-0001')
    expect(again.statusCode).toBe(201)
    expect(again.headers['idempotent-replayed']).toBe('true')
    expect(again.json()).toEqual(first.json())
    expect(await accounts('twice@test.example')).toBe(1)

    // Without the key the same request runs again, and the address is taken by then.
    const unkeyed = await register(body)
    expect(unkeyed.statusCode).toBe(409)
    expect(unkeyed.headers['idempotent-replayed']).toBeUndefined()
  })

  it('keeps the answer only encrypted, under a key the server does not keep', async () => {
    await register(newcomer('sealed@test.example'), 'key-sealed-0001')
    const rows = await t.database.db.selectFrom('idempotent_requests').selectAll().execute()
    const row = rows.find(
      (kept) => kept.key_id === keyIdOf(t.config.secretKey, websiteUid, 'key-sealed-0001'),
    )
    expect(row?.answer).toBeTruthy()
    expect(JSON.stringify(rows)).not.toContain('sealed@test.example')
    expect(JSON.stringify(rows)).not.toContain('key-sealed-0001')
  })

  it('takes effect once when the connection was cut before the answer came', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' })
    const { port } = t.app.server.address() as AddressInfo
    const body = JSON.stringify(newcomer('cut@test.example'))
    const socket = net.connect(port, '127.0.0.1')
    await new Promise<void>((resolve) => socket.once('connect', () => resolve()))
    socket.write(
      [
        `POST ${REGISTER} HTTP/1.1`,
        `Host: ${HOST}`,
        'Content-Type: application/json',
        'Idempotency-Key: key-cut-0001',
        `Content-Length: ${Buffer.byteLength(body)}`,
        '',
        body,
      ].join('\r\n'),
    )
    // Once the server has the request (it claimed the key), the connection drops: the client
    // never reads an answer. (Dropped before the server read the body, it would never run.)
    const keyId = keyIdOf(t.config.secretKey, websiteUid, 'key-cut-0001')
    const kept = () =>
      t.database.db
        .selectFrom('idempotent_requests')
        .select('answer')
        .where('key_id', '=', keyId)
        .executeTakeFirst()
    await eventually('the server claimed the key', kept, Boolean)
    socket.destroy()
    await eventually('the first request ran to its end', kept, (row) => Boolean(row?.answer))
    const retried = await register(JSON.parse(body), 'key-cut-0001')
    expect(retried.statusCode, retried.body).toBe(201)
    expect(retried.headers['idempotent-replayed']).toBe('true')
    expect(await accounts('cut@test.example')).toBe(1)
  })

  it('refuses the same key sent with another request, naming the header', async () => {
    await register(newcomer('first@test.example'), 'key-other-0001')
    const other = await register(newcomer('second@test.example'), 'key-other-0001')
    expect(other.statusCode).toBe(422)
    expect(other.json()).toMatchObject({
      type: 'ValidationError',
      details: { 'Idempotency-Key': [expect.any(String)] },
    })
    expect(await accounts('second@test.example')).toBe(0)
  })

  it('refuses a key that is not printable ASCII of at most 255 characters', async () => {
    for (const key of ['with space', 'é', 'k'.repeat(256)]) {
      const answer = await register(newcomer(`bad-key@test.example`), key)
      expect(answer.statusCode, key).toBe(400)
      expectFieldError(answer, 'Idempotency-Key')
    }
    expect(await accounts('bad-key@test.example')).toBe(0)
  })

  it('asks to wait while the first request runs, and takes over one abandoned long ago', async () => {
    const claim = (key: string, createdAt: Date) =>
      t.database.db
        .insertInto('idempotent_requests')
        .values({
          website_uid: websiteUid,
          key_id: keyIdOf(t.config.secretKey, websiteUid, key),
          fingerprint: 'unused',
          answer: null,
          created_at: createdAt.toISOString(),
        })
        .execute()
    // A claim's fingerprint is the request's: take the real one from a first try's row.
    const body = newcomer('running@test.example')
    await register(body, 'key-probe-0001')
    const probe = await t.database.db
      .selectFrom('idempotent_requests')
      .select('fingerprint')
      .where('key_id', '=', keyIdOf(t.config.secretKey, websiteUid, 'key-probe-0001'))
      .executeTakeFirstOrThrow()
    await t.database.db.deleteFrom('users').where('email', '=', 'running@test.example').execute()

    await claim('key-running-0001', new Date())
    await t.database.db
      .updateTable('idempotent_requests')
      .set({ fingerprint: probe.fingerprint })
      .where('key_id', '=', keyIdOf(t.config.secretKey, websiteUid, 'key-running-0001'))
      .execute()
    const waiting = await register(body, 'key-running-0001')
    expect(waiting.statusCode).toBe(409)
    expect(waiting.headers['retry-after']).toBe('1')
    expect(await accounts('running@test.example')).toBe(0)

    await claim('key-abandoned-0001', new Date(Date.now() - 5 * 60_000))
    await t.database.db
      .updateTable('idempotent_requests')
      .set({ fingerprint: probe.fingerprint })
      .where('key_id', '=', keyIdOf(t.config.secretKey, websiteUid, 'key-abandoned-0001'))
      .execute()
    const taken = await register(body, 'key-abandoned-0001')
    expect(taken.statusCode, taken.body).toBe(201)
    expect(await accounts('running@test.example')).toBe(1)
  })

  it('forgets keys and answers after a day', async () => {
    const kept = async () =>
      (await t.database.db.selectFrom('idempotent_requests').select('key_id').execute()).length
    expect(await kept()).toBeGreaterThan(0)
    const housekeeping = housekeepingOf(t.config, t.database.db)
    const inHours = (hours: number) => new Date(Date.now() + hours * 3_600_000)
    expect((await removeExpired(housekeeping, inHours(23))).idempotentRequests).toBe(0)
    expect((await removeExpired(housekeeping, inHours(24.1))).idempotentRequests).toBeGreaterThan(0)
    expect(await kept()).toBe(0)
  })
})
