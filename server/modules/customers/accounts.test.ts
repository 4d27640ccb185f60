import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AuditEntry } from '../../../contract/schemas/admin-audit-log.ts'
import type {
  AdminCustomer,
  AdminCustomerDetail,
} from '../../../contract/schemas/admin-customers.ts'
import { startTestApp, type TestApp } from '../../../test/support/app.ts'
import { sentMails } from '../../../test/support/sent-mails.ts'
import { DIALECTS } from '../../../test/support/database.ts'
import {
  createSession,
  createUser,
  createWebsite,
  signedIn,
  type TestUser,
} from '../../../test/support/fixtures.ts'
import { get, post, resetLinkOf } from '../auth/auth-test-support.ts'
import { adminCall } from '../../../test/support/staff-api.ts'
import { expectFieldError } from '../../../test/support/field-error.ts'

const HOST = 'accounts.test'
const OTHER_HOST = 'other-accounts.test'
const host = { host: HOST }

describe.each(DIALECTS)("blocking a customer's account and mailing a reset on %s", (dialect) => {
  let t: TestApp
  let site = ''
  const tokens = { owner: '', editor: '', contributor: '' }
  let ownerUid = ''
  let foreignCustomer = ''

  const call = (method: 'GET' | 'POST', url: string, token = tokens.owner, payload?: unknown) =>
    adminCall(t, method, url, { token, host: HOST, payload })
  const block = (uid: string, token = tokens.owner) =>
    call('POST', `/customers/${uid}/block/`, token)
  const unblock = (uid: string, token = tokens.owner) =>
    call('POST', `/customers/${uid}/unblock/`, token)
  const sendReset = (uid: string, payload: unknown = {}, token = tokens.owner) =>
    call('POST', `/customers/${uid}/password-reset/`, token, payload)
  const signIn = (user: TestUser, password = user.password) =>
    post(t, '/auth/login/', { email: user.email, password }, host)
  const me = (token: string) => get(t, '/auth/me/', { ...host, ...signedIn(token) })
  const mailCount = async () => (await sentMails(t)).length
  /** The newest mail once there are more than `before`. */
  const newestMail = async (before: number) =>
    (await sentMails(t, { atLeast: before + 1 })).at(-1) ?? ''
  const newCustomer = async () => {
    const user = await createUser(t.database.db, site)
    return { ...user, token: await createSession(t.database.db, site, user.uid) }
  }

  beforeAll(async () => {
    t = await startTestApp(dialect)
    const db = t.database.db
    site = await createWebsite(db, { name: 'Accounts', hosts: [HOST] })
    const other = await createWebsite(db, { name: 'Other', hosts: [OTHER_HOST] })
    for (const role of ['owner', 'editor', 'contributor'] as const) {
      const member = await createUser(db, site, { staffRole: role })
      tokens[role] = await createSession(db, site, member.uid)
      if (role === 'owner') ownerUid = member.uid
    }
    foreignCustomer = (await createUser(db, other)).uid
  })
  afterAll(() => t.close())

  it('signs a blocked customer out at once and refuses their login, right password or not', async () => {
    const customer = await newCustomer()
    const laptop = (await signIn(customer)).json<{ token: string }>().token
    expect((await me(customer.token)).statusCode).toBe(200)

    const blocked = await block(customer.uid)
    expect(blocked.statusCode, blocked.body).toBe(200)
    const { blocked_at } = blocked.json<{ uid: string; blocked_at: string }>()
    expect(blocked.json()).toEqual({ uid: customer.uid, blocked_at: expect.any(String) })

    for (const token of [customer.token, laptop]) expect((await me(token)).statusCode).toBe(401)
    const refused = await signIn(customer)
    expect(refused.statusCode, refused.body).toBe(400)
    expect(refused.json()).toMatchObject({
      type: 'InvalidCredentials',
      message: 'Ce compte a été bloqué.',
    })
    // Without the password nobody learns that the account is blocked.
    expect((await signIn(customer, 'not the password')).json().message).toBe(
      'Identifiants incorrects.',
    )

    const detail = await call('GET', `/customers/${customer.uid}/`)
    expect(detail.json<AdminCustomerDetail>().blocked_at).toBe(blocked_at)
    const list = await call('GET', `/customers/?q=${encodeURIComponent(customer.email)}`)
    expect(list.json<AdminCustomer[]>().map((row) => row.blocked_at)).toEqual([blocked_at])
  })

  it('lets an unblocked customer sign in again, but not with the tokens the block revoked', async () => {
    const customer = await newCustomer()
    expect((await block(customer.uid)).statusCode).toBe(200)
    expect((await block(customer.uid)).statusCode).toBe(409)

    const unblocked = await unblock(customer.uid)
    expect(unblocked.statusCode, unblocked.body).toBe(200)
    expect(unblocked.json()).toEqual({ uid: customer.uid, blocked_at: null })
    expect((await unblock(customer.uid)).statusCode).toBe(409)

    expect((await me(customer.token)).statusCode).toBe(401)
    const login = await signIn(customer)
    expect(login.statusCode, login.body).toBe(200)
    expect((await me(login.json<{ token: string }>().token)).statusCode).toBe(200)
    const detail = await call('GET', `/customers/${customer.uid}/`)
    expect(detail.json<AdminCustomerDetail>().blocked_at).toBeNull()
  })

  it('writes each block and unblock to the audit log, as a change of the customer', async () => {
    const customer = await newCustomer()
    await block(customer.uid)
    await unblock(customer.uid)
    const answer = await call('GET', '/audit-log/?resource=customer&_sort=at&_order=ASC')
    expect(answer.statusCode, answer.body).toBe(200)
    const entries = answer
      .json<AuditEntry[]>()
      .filter((entry) => entry.record_uid === customer.uid)
      .map(({ action, staff_user_uid, before, after }) => ({
        action,
        staff_user_uid,
        before,
        after,
      }))
    const state = (blockedAt: unknown) => ({ email: customer.email, blocked_at: blockedAt })
    expect(entries).toEqual([
      {
        action: 'update',
        staff_user_uid: ownerUid,
        before: state(null),
        after: state(expect.any(String)),
      },
      {
        action: 'update',
        staff_user_uid: ownerUid,
        before: state(expect.any(String)),
        after: state(null),
      },
    ])
  })

  it('mails the customer the storefront’s reset link, which sets a new password', async () => {
    const customer = await newCustomer()
    const before = await mailCount()
    const sent = await sendReset(customer.uid, { language: 'en' })
    expect(sent.statusCode, sent.body).toBe(200)
    expect(sent.json()).toEqual({ detail: expect.stringContaining(customer.email) })
    const mail = await newestMail(before)
    expect(mail).toContain(`To: ${customer.email}`)
    expect(mail).toContain('reset your password')
    const link = resetLinkOf(mail)
    const [uid, token] = link.pathname.split('/').slice(-2)
    expect(uid).toBe(customer.uid)

    const password = 'a brand new secret'
    const confirmed = await post(
      t,
      '/password/reset/confirm/',
      { uid, token, new_password1: password, new_password2: password },
      host,
    )
    expect(confirmed.statusCode, confirmed.body).toBe(200)
    expect((await signIn(customer, password)).statusCode).toBe(200)
  })

  it('mails in French unless the back office asks for English', async () => {
    const customer = await newCustomer()
    const before = await mailCount()
    const sent = await sendReset(customer.uid)
    expect(sent.statusCode, sent.body).toBe(200)
    expect(await newestMail(before)).toContain('réinitialiser votre mot de passe')
  })

  it('gives a blocked account no way back through a password reset', async () => {
    const customer = await newCustomer()
    // A link mailed before the block stops working with it.
    const before = await mailCount()
    expect((await sendReset(customer.uid)).statusCode).toBe(200)
    const [uid, token] = resetLinkOf(await newestMail(before))
      .pathname.split('/')
      .slice(-2)
    expect((await block(customer.uid)).statusCode).toBe(200)

    const password = 'another new secret'
    const body = { uid, token, new_password1: password, new_password2: password }
    expect((await post(t, '/password/reset/confirm/', body, host)).statusCode).toBe(400)
    expect((await sendReset(customer.uid)).statusCode).toBe(409)
    const mailsNow = await mailCount()
    const asked = await post(t, '/password/reset/', { email: customer.email }, host)
    expect(asked.statusCode).toBe(200)
    // The storefront's form answers as for any address, and mails nothing.
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect(await mailCount()).toBe(mailsNow)
    expect((await signIn(customer, password)).statusCode).toBe(400)
  })

  it('refuses editors and contributors, and knows no other website’s customer nor staff', async () => {
    const customer = await newCustomer()
    for (const token of [tokens.editor, tokens.contributor]) {
      expect((await block(customer.uid, token)).statusCode).toBe(403)
      expect((await unblock(customer.uid, token)).statusCode).toBe(403)
      expect((await sendReset(customer.uid, {}, token)).statusCode).toBe(403)
    }
    for (const uid of [foreignCustomer, ownerUid, 'no-such-customer']) {
      expect((await block(uid)).statusCode).toBe(404)
      expect((await unblock(uid)).statusCode).toBe(404)
      expect((await sendReset(uid)).statusCode).toBe(404)
    }
    expect((await me(customer.token)).statusCode).toBe(200)
  })

  it('names the field of a bad reset request', async () => {
    const customer = await newCustomer()
    expectFieldError(await sendReset(customer.uid, { language: 'de' }), 'language')
  })
})
