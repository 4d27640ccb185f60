import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from '../../../../test/support/app.ts'
import { sentMails } from '../../../../test/support/sent-mails.ts'
import { DIALECTS } from '../../../../test/support/database.ts'
import { createSession, createUser, createWebsite } from '../../../../test/support/fixtures.ts'
import { post } from '../../auth/auth-test-support.ts'
import { adminCall } from '../../../../test/support/staff-api.ts'
import { expectFieldError } from '../../../../test/support/field-error.ts'

const host = { host: 'team.test' }

describe.each(DIALECTS)('staff invitations on %s', (dialect) => {
  let t: TestApp
  let owner = ''
  let editor = ''
  let siteUid = ''

  const invite = (body: Record<string, unknown>, token = owner) =>
    adminCall(t, 'POST', '/staff-invitations/', { token, host: host.host, payload: body })
  const list = (token = owner) =>
    adminCall(t, 'GET', '/staff-invitations/', { token, host: host.host })
  const mailCount = async () => (await sentMails(t)).length

  beforeAll(async () => {
    t = await startTestApp(dialect)
    const db = t.database.db
    const site = await createWebsite(db, {
      hosts: ['team.test'],
      settings: { auth_users_registration_enabled: false },
    })
    siteUid = site
    const ownerUser = await createUser(db, site, { staffRole: 'owner' })
    await db
      .updateTable('users')
      .set({ first_name: 'Grace', last_name: 'Hopper' })
      .where('uid', '=', ownerUser.uid)
      .execute()
    owner = await createSession(db, site, ownerUser.uid)
    editor = await createSession(
      db,
      site,
      (await createUser(db, site, { staffRole: 'editor' })).uid,
    )
  })
  afterAll(() => t.close())

  it('mails the guest a link; registering from it makes them staff with that role', async () => {
    const before = await mailCount()
    const sent = await invite({
      email: 'Ada@Team.Test',
      first_name: 'Ada',
      last_name: 'Byron',
      role: 'editor',
      language: 'en',
    })
    expect(sent.statusCode, sent.body).toBe(201)
    const invitation = sent.json()
    expect(invitation).toMatchObject({ email: 'ada@team.test', role: 'editor', accepted_at: null })

    const mail = (await sentMails(t, { atLeast: before + 1 })).at(-1)!
    expect(mail).toContain('To: ada@team.test')
    expect(mail).toContain('Grace Hopper invites you to join the')
    expect(mail).toContain('(role: editor)')
    const link = mail.match(/https?:\/\/\S+\/auth\/register\/(\S+)/)
    expect(link?.[1]).toBe(invitation.uid)

    // Registration is closed on this site: the invitation alone lets Ada in.
    const registered = await post(
      t,
      '/auth/register/',
      {
        first_name: 'Ada',
        last_name: 'Byron',
        email: 'ada@team.test',
        password1: 'analytical-engine',
        password2: 'analytical-engine',
        invitation: invitation.uid,
      },
      host,
    )
    expect(registered.statusCode, registered.body).toBe(201)
    const login = await post(
      t,
      '/auth/login/',
      { email: 'ada@team.test', password: 'analytical-engine' },
      host,
    )
    const me = await adminCall(t, 'GET', '/me/', { token: login.json().token, host: host.host })
    expect(me.statusCode, me.body).toBe(200)
    expect(me.json().role).toBe('editor')

    const shown = (await list()).json()
    expect(shown).toContainEqual(
      expect.objectContaining({ uid: invitation.uid, accepted_at: expect.any(String) }),
    )
  })

  it('writes the mail in French unless told otherwise, and keeps an audit entry', async () => {
    const before = await mailCount()
    const sent = await invite({
      email: 'linus@team.test',
      first_name: 'Linus',
      last_name: 'Pauling',
      role: 'contributor',
    })
    expect(sent.statusCode, sent.body).toBe(201)
    const mail = (await sentMails(t, { atLeast: before + 1 })).at(-1)!
    expect(mail).toContain('Grace Hopper vous invite à rejoindre l’équipe du site')
    expect(mail).toContain('(rôle : contributeur)')

    const audit = await adminCall(t, 'GET', '/audit-log/?resource=staff_invitation', {
      token: owner,
      host: host.host,
    })
    expect(audit.json()).toContainEqual(
      expect.objectContaining({
        action: 'create',
        record_uid: sent.json().uid,
        after: expect.objectContaining({ email: 'linus@team.test', role: 'contributor' }),
      }),
    )
  })

  it('makes a customer staff at once, with a mail to sign in to the back office', async () => {
    const customer = await createUser(t.database.db, siteUid, { email: 'marie@team.test' })
    const before = await mailCount()
    const sent = await invite({
      email: 'Marie@team.test',
      first_name: 'Marie',
      last_name: 'Curie',
      role: 'contributor',
    })
    expect(sent.statusCode, sent.body).toBe(201)
    expect(sent.json()).toMatchObject({ role: 'contributor', accepted_at: expect.any(String) })

    const mail = (await sentMails(t, { atLeast: before + 1 })).at(-1)!
    expect(mail).toContain('Grace Hopper vous a ajouté à l’équipe du site')
    expect(mail).toMatch(/https?:\/\/\S+\/admin/)
    expect(mail).not.toContain('/auth/register/')

    const token = await createSession(t.database.db, siteUid, customer.uid)
    const me = await adminCall(t, 'GET', '/me/', { token, host: host.host })
    expect(me.statusCode, me.body).toBe(200)
    expect(me.json().role).toBe('contributor')
    const audit = await adminCall(t, 'GET', '/audit-log/?resource=staff_member', {
      token: owner,
      host: host.host,
    })
    expect(audit.json()).toContainEqual(
      expect.objectContaining({ action: 'create', record_uid: customer.uid, before: null }),
    )
  })

  it('refuses an address already on the staff, and bad fields, naming them', async () => {
    const taken = await invite({
      email: 'ADA@team.test',
      first_name: 'Ada',
      last_name: 'Again',
      role: 'owner',
    })
    expect(taken.statusCode).toBe(409)
    expect(Object.keys(taken.json().details)).toEqual(['email'])
    expectFieldError(
      await invite({ email: 'x@team.test', first_name: 'X', last_name: 'Y', role: 'admin' }),
      'role',
    )
    expectFieldError(
      await invite({ email: 'not-an-address', first_name: 'X', last_name: 'Y', role: 'editor' }),
      'email',
    )
  })

  it('is for owners only', async () => {
    expect((await list(editor)).statusCode).toBe(403)
    const sent = await invite(
      { email: 'eve@team.test', first_name: 'Eve', last_name: 'Dropper', role: 'owner' },
      editor,
    )
    expect(sent.statusCode).toBe(403)
  })
})
