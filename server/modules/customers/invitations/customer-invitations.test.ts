import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AuditEntry } from '../../../../contract/schemas/admin-audit-log.ts'
import type { AdminCustomerInvitation } from '../../../../contract/schemas/admin-customer-invitations.ts'
import type { AdminCustomerDetail } from '../../../../contract/schemas/admin-customers.ts'
import { startTestApp, type TestApp } from '../../../../test/support/app.ts'
import { sentMails } from '../../../../test/support/sent-mails.ts'
import { DIALECTS } from '../../../../test/support/database.ts'
import { createSession, createUser, createWebsite } from '../../../../test/support/fixtures.ts'
import { createInvitation } from '../../auth/invitation.ts'
import { get, post } from '../../auth/auth-test-support.ts'
import { adminCall } from '../../../../test/support/staff-api.ts'
import { expectFieldError } from '../../../../test/support/field-error.ts'

const HOST = 'guests.test'
const OTHER_HOST = 'other-guests.test'
const host = { host: HOST }
const COMPANY = { name: 'company', label: 'Company', required: true }

describe.each(DIALECTS)('customer invitations in the back office on %s', (dialect) => {
  let t: TestApp
  let site = ''
  const tokens = { owner: '', editor: '', contributor: '' }
  let foreignInvitation = ''
  let staffInvitation = ''

  const call = (
    method: 'GET' | 'POST' | 'DELETE',
    url: string,
    options: { token?: string; payload?: unknown } = {},
  ) => adminCall(t, method, url, { token: tokens.owner, host: HOST, ...options })
  const invite = (payload: Record<string, unknown>, token = tokens.owner) =>
    call('POST', '/customer-invitations/', { token, payload })
  const resend = (uid: string, token = tokens.owner) =>
    call('POST', `/customer-invitations/${uid}/resend/`, { token, payload: {} })
  const remove = (uid: string, token = tokens.owner) =>
    call('DELETE', `/customer-invitations/${uid}/`, { token })
  const list = async (query = '') => {
    const answer = await call('GET', `/customer-invitations/${query}`)
    expect(answer.statusCode, answer.body).toBe(200)
    return answer.json<AdminCustomerInvitation[]>()
  }
  const find = async (uid: string) => (await list('?_end=100')).find((row) => row.uid === uid)
  const mailCount = async () => (await sentMails(t)).length
  const newestMail = async (before: number) =>
    (await sentMails(t, { atLeast: before + 1 })).at(-1) ?? ''
  const guest = (who: string) => ({
    email: `${who}@guests.example`,
    first_name: who,
    last_name: 'Guest',
  })

  beforeAll(async () => {
    t = await startTestApp(dialect)
    const db = t.database.db
    site = await createWebsite(db, {
      hosts: [HOST],
      settings: {
        auth_users_registration_enabled: false,
        auth_registration_custom_fields: [
          COMPANY,
          { name: 'city', label: 'City', required: false },
        ],
      },
    })
    const other = await createWebsite(db, { hosts: [OTHER_HOST] })
    for (const role of ['owner', 'editor', 'contributor'] as const) {
      const member = await createUser(db, site, { staffRole: role })
      tokens[role] = await createSession(db, site, member.uid)
    }
    foreignInvitation = (await createInvitation(db, other, guest('foreign'))).uid
    staffInvitation = (
      await createInvitation(db, site, { ...guest('staffer'), staff_role: 'editor' })
    ).uid
  })
  afterAll(() => t.close())

  it('mails a register link; registering from it marks the invitation accepted by that account', async () => {
    const before = await mailCount()
    const sent = await invite({
      email: 'Ada@Guests.Example',
      first_name: ' Ada ',
      last_name: 'Lovelace',
      custom_fields: { company: ' Analytical ', city: '' },
      language: 'en',
    })
    expect(sent.statusCode, sent.body).toBe(201)
    const invitation = sent.json<AdminCustomerInvitation>()
    expect(invitation).toEqual({
      uid: expect.any(String),
      email: 'ada@guests.example',
      first_name: 'Ada',
      last_name: 'Lovelace',
      custom_fields: { company: 'Analytical' },
      created_at: expect.any(String),
      expires_at: expect.any(String),
      accepted_at: null,
      account_uid: null,
    })
    const days = (Date.parse(invitation.expires_at) - Date.parse(invitation.created_at)) / 86.4e6
    expect(days).toBe(14)

    const mail = await newestMail(before)
    expect(mail).toContain('To: ada@guests.example')
    expect(mail).toContain('You are invited to create your account')
    const link = mail.match(/https?:\/\/\S+\/auth\/register\/(\S+)/)
    expect(link?.[1]).toBe(invitation.uid)
    expect(await find(invitation.uid)).toEqual(invitation)
    const opened = await get(t, `/auth/invitations/${invitation.uid}/`, host)
    expect(opened.json()).toMatchObject({ custom_fields: { company: 'Analytical' } })

    // Registration is closed on this site: the invitation lets Ada in, its fields filled in.
    const registered = await post(
      t,
      '/auth/register/',
      {
        first_name: 'Ada',
        last_name: 'Lovelace',
        email: 'ada@guests.example',
        password1: 'analytical-engine',
        password2: 'analytical-engine',
        invitation: invitation.uid,
      },
      host,
    )
    expect(registered.statusCode, registered.body).toBe(201)
    const account = registered.json<{ uid: string }>().uid

    const accepted = await find(invitation.uid)
    expect(accepted).toMatchObject({ accepted_at: expect.any(String), account_uid: account })
    expect((await list('?status=accepted')).map((row) => row.uid)).toEqual([invitation.uid])
    expect((await list('?status=pending')).map((row) => row.uid)).not.toContain(invitation.uid)
    const customer = await call('GET', `/customers/${account}/`)
    expect(customer.json<AdminCustomerDetail>().custom_fields).toEqual({ company: 'Analytical' })

    // Accepted, it stays as the record of who registered from it.
    expect((await resend(invitation.uid)).statusCode).toBe(409)
    expect((await remove(invitation.uid)).statusCode).toBe(409)
  })

  it('refuses an address that has an account or an invitation still waiting', async () => {
    const customer = await createUser(t.database.db, site, { email: 'known@guests.example' })
    const known = await invite({ ...guest('known'), email: customer.email.toUpperCase() })
    expect(known.statusCode, known.body).toBe(409)
    expect(Object.keys(known.json<{ details: object }>().details)).toEqual(['email'])

    expect((await invite(guest('twice'))).statusCode).toBe(201)
    expect((await invite(guest('twice'))).statusCode).toBe(409)
  })

  it('resends the mail with a new expiry, opening an expired invitation again', async () => {
    const invitation = (await invite(guest('late'))).json<AdminCustomerInvitation>()
    await t.database.db
      .updateTable('invitations')
      .set({ expires_at: '2024-01-01T00:00:00.000Z' })
      .where('uid', '=', invitation.uid)
      .execute()
    expect((await list('?status=expired')).map((row) => row.uid)).toContain(invitation.uid)
    expect((await get(t, `/auth/invitations/${invitation.uid}/`, host)).statusCode).toBe(404)

    const before = await mailCount()
    const resent = await resend(invitation.uid)
    expect(resent.statusCode, resent.body).toBe(200)
    const after = resent.json<AdminCustomerInvitation>()
    expect(Date.parse(after.expires_at)).toBeGreaterThan(Date.parse(invitation.expires_at))
    expect(await find(invitation.uid)).toEqual(after)
    const mail = await newestMail(before)
    expect(mail).toContain('To: late@guests.example')
    expect(mail).toContain(`/auth/register/${invitation.uid}`)
    expect(mail).toContain('invitation à créer votre compte')
    expect((await get(t, `/auth/invitations/${invitation.uid}/`, host)).statusCode).toBe(200)
  })

  it('deletes a pending invitation, whose link then stops working', async () => {
    const invitation = (await invite(guest('gone'))).json<AdminCustomerInvitation>()
    const deleted = await remove(invitation.uid)
    expect(deleted.statusCode, deleted.body).toBe(204)
    expect(await find(invitation.uid)).toBeUndefined()
    expect((await get(t, `/auth/invitations/${invitation.uid}/`, host)).statusCode).toBe(404)
    expect((await remove(invitation.uid)).statusCode).toBe(404)
  })

  it('writes every change to the audit log', async () => {
    const invitation = (await invite(guest('audited'))).json<AdminCustomerInvitation>()
    await resend(invitation.uid)
    await remove(invitation.uid)
    const answer = await call('GET', '/audit-log/?resource=customer_invitation&_end=100')
    const entries = answer
      .json<AuditEntry[]>()
      .filter((entry) => entry.record_uid === invitation.uid)
    expect(entries.map((entry) => entry.action).sort()).toEqual(['create', 'delete', 'update'])
    const created = entries.find((entry) => entry.action === 'create')
    expect(created?.after).toEqual(invitation)
  })

  it('pages, sorts and searches the list, without staff invitations', async () => {
    const all = await list('?_end=100')
    expect(all.map((row) => row.uid)).not.toContain(staffInvitation)
    const sorted = await list('?_sort=email&_order=ASC&_end=100')
    const emails = sorted.map((row) => row.email)
    expect(emails).toEqual([...emails].sort())
    const page = await call('GET', '/customer-invitations/?_start=0&_end=1')
    expect(page.json<unknown[]>()).toHaveLength(1)
    expect(Number(page.headers['x-total-count'])).toBe(all.length)
    expect((await list('?q=TWICE%40guests')).map((row) => row.email)).toEqual([
      'twice@guests.example',
    ])
  })

  it('names the field of bad input', async () => {
    expectFieldError(await invite({ ...guest('bad'), email: 'not an address' }), 'email')
    expectFieldError(await invite({ ...guest('bad'), first_name: '' }), 'first_name')
    expectFieldError(await invite({ ...guest('bad'), last_name: '   ' }), 'last_name')
    expectFieldError(
      await invite({ ...guest('bad'), custom_fields: { shoe_size: '42' } }),
      'custom_fields',
    )
    expectFieldError(await invite({ ...guest('bad'), language: 'de' }), 'language')
    expectFieldError(await call('GET', '/customer-invitations/?_sort=password'), '_sort')
    expectFieldError(await call('GET', '/customer-invitations/?status=lost'), 'status')
    expect(await list('?q=bad%40guests')).toEqual([])
  })

  it('refuses editors and contributors, and knows no other website’s nor staff invitations', async () => {
    const invitation = (await invite(guest('guarded'))).json<AdminCustomerInvitation>()
    for (const token of [tokens.editor, tokens.contributor]) {
      const listed = await call('GET', '/customer-invitations/', { token })
      expect(listed.statusCode).toBe(403)
      expect((await invite(guest('sneaky'), token)).statusCode).toBe(403)
      expect((await resend(invitation.uid, token)).statusCode).toBe(403)
      expect((await remove(invitation.uid, token)).statusCode).toBe(403)
    }
    for (const uid of [foreignInvitation, staffInvitation]) {
      expect((await call('GET', `/customer-invitations/${uid}/`)).statusCode).toBe(404)
      expect((await resend(uid)).statusCode).toBe(404)
      expect((await remove(uid)).statusCode).toBe(404)
    }
  })
})
