import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DIALECTS } from '../../../test/support/database.ts'
import { startTestApp, type TestApp } from '../../../test/support/app.ts'
import { createWebsite } from '../../../test/support/fixtures.ts'
import { get, post } from './auth-test-support.ts'
import { expectFieldError } from '../../../test/support/field-error.ts'
import { createInvitation } from './invitation.ts'

const host = { host: 'club.test' }

describe.each(DIALECTS)('registering from an invitation on %s', (dialect) => {
  let t: TestApp
  let websiteUid: string
  let otherWebsiteUid: string

  beforeAll(async () => {
    t = await startTestApp(dialect)
    // Public registration is closed: invitations are the way in.
    websiteUid = await createWebsite(t.database.db, {
      hosts: ['localhost', 'club.test'],
      settings: {
        auth_users_registration_enabled: false,
        auth_registration_custom_fields: [
          { name: 'member_no', label: 'Member no.', required: true },
        ],
      },
    })
    otherWebsiteUid = await createWebsite(t.database.db, { name: 'Other', hosts: ['other.test'] })
  })
  afterAll(() => t.close())

  const invite = (email: string, now?: Date) =>
    createInvitation(
      t.database.db,
      websiteUid,
      { email, first_name: 'Hedy', last_name: 'Lamarr', custom_fields: { member_no: '42' } },
      now,
    )

  const accept = (invitation: string, overrides: Record<string, unknown> = {}) =>
    post(
      t,
      '/auth/register/',
      {
        first_name: 'Hedy',
        last_name: 'Lamarr',
        email: 'someone-else@test.example',
        password1: 'frequency-hop',
        password2: 'frequency-hop',
        invitation,
        ...overrides,
      },
      host,
    )

  it('shows the invitation, registers from it, then no longer shows it', async () => {
    const invitation = await invite('Hedy@Test.Example')
    const shown = await get(t, `/auth/invitations/${invitation.uid}/`, host)
    expect(shown.statusCode).toBe(200)
    expect(shown.json()).toEqual({
      uid: invitation.uid,
      email: 'hedy@test.example',
      first_name: 'Hedy',
      last_name: 'Lamarr',
      custom_fields: { member_no: '42' },
    })

    const registered = await accept(invitation.uid)
    expect(registered.statusCode, registered.body).toBe(201)
    // The account gets the invited address, whatever the form sent.
    expect(registered.json().email).toBe('hedy@test.example')
    const stored = await t.database.db
      .selectFrom('users')
      .select('custom_fields')
      .where('uid', '=', registered.json().uid)
      .executeTakeFirstOrThrow()
    expect(JSON.parse(stored.custom_fields)).toEqual({ member_no: '42' })

    expect((await get(t, `/auth/invitations/${invitation.uid}/`, host)).statusCode).toBe(404)
    expectFieldError(await accept(invitation.uid), 'invitation')
  })

  it('answers 404 for an unknown, expired or foreign invitation', async () => {
    expect((await get(t, '/auth/invitations/no-such-invitation/', host)).statusCode).toBe(404)

    const expired = await invite('late@test.example', new Date(Date.now() - 15 * 86_400_000))
    expect((await get(t, `/auth/invitations/${expired.uid}/`, host)).statusCode).toBe(404)

    const foreign = await createInvitation(t.database.db, otherWebsiteUid, {
      email: 'foreign@test.example',
      first_name: 'F',
      last_name: 'G',
    })
    expect((await get(t, `/auth/invitations/${foreign.uid}/`, host)).statusCode).toBe(404)
  })

  it('refuses to register from an expired, foreign or made-up invitation', async () => {
    const expired = await invite('late2@test.example', new Date(Date.now() - 15 * 86_400_000))
    expectFieldError(await accept(expired.uid), 'invitation')
    const foreign = await createInvitation(t.database.db, otherWebsiteUid, {
      email: 'foreign2@test.example',
      first_name: 'F',
      last_name: 'G',
    })
    expectFieldError(await accept(foreign.uid), 'invitation')
    expectFieldError(await accept('made-up'), 'invitation')
    const users = await t.database.db
      .selectFrom('users')
      .select('email')
      .where('email', 'in', ['late2@test.example', 'foreign2@test.example'])
      .execute()
    expect(users).toEqual([])
  })

  it('keeps the invitation open when the registration fails', async () => {
    const invitation = await invite('retry@test.example')
    expectFieldError(await accept(invitation.uid, { password2: 'something else' }), 'password2')
    expect((await get(t, `/auth/invitations/${invitation.uid}/`, host)).statusCode).toBe(200)
    expect((await accept(invitation.uid)).statusCode).toBe(201)
  })

  it('still refuses registration without an invitation on this website', async () => {
    const answer = await post(
      t,
      '/auth/register/',
      {
        first_name: 'A',
        last_name: 'B',
        email: 'walk-in@test.example',
        password1: 'walk-in-pass',
        password2: 'walk-in-pass',
        custom_fields: { member_no: '1' },
      },
      host,
    )
    expect(answer.statusCode).toBe(403)
  })
})
