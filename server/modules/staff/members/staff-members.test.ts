import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from '../../../../test/support/app.ts'
import { DIALECTS } from '../../../../test/support/database.ts'
import { createSession, createUser, createWebsite } from '../../../../test/support/fixtures.ts'
import { adminCall } from '../../../../test/support/staff-api.ts'
import { expectFieldError } from '../../../../test/support/field-error.ts'

const HOST = 'crew.test'

describe.each(DIALECTS)('the staff of a website on %s', (dialect) => {
  let t: TestApp
  let siteUid = ''
  let owner = { uid: '', token: '' }
  let editor = { uid: '', token: '' }
  let contributorUid = ''
  let customerUid = ''
  let otherSiteOwner = ''

  const call = (
    method: 'GET' | 'PATCH' | 'DELETE',
    url: string,
    options: { token?: string; payload?: unknown } = {},
  ) => adminCall(t, method, url, { token: owner.token, host: HOST, ...options })
  const emails = (answer: Awaited<ReturnType<typeof call>>) =>
    (answer.json() as { email: string }[]).map((member) => member.email)

  async function member(email: string, staffRole?: 'owner' | 'editor' | 'contributor') {
    const user = await createUser(t.database.db, siteUid, {
      email,
      ...(staffRole ? { staffRole } : {}),
    })
    return { uid: user.uid, token: await createSession(t.database.db, siteUid, user.uid) }
  }

  beforeAll(async () => {
    t = await startTestApp(dialect)
    const db = t.database.db
    siteUid = await createWebsite(db, { hosts: [HOST] })
    owner = await member('bea@crew.test', 'owner')
    editor = await member('cy@crew.test', 'editor')
    contributorUid = (await member('al%ex@crew.test', 'contributor')).uid
    customerUid = (await member('dee@crew.test')).uid
    const other = await createWebsite(db, { hosts: ['elsewhere.test'] })
    const stranger = await createUser(db, other, {
      email: 'zed@elsewhere.test',
      staffRole: 'owner',
    })
    otherSiteOwner = await createSession(db, other, stranger.uid)
  })
  afterAll(() => t.close())

  it('lists the staff only, sorted, filtered and paged, with the total', async () => {
    const all = await call('GET', '/staff/')
    expect(all.statusCode, all.body).toBe(200)
    expect(emails(all)).toEqual(['al%ex@crew.test', 'bea@crew.test', 'cy@crew.test'])
    expect(all.headers['x-total-count']).toBe('3')

    const backwards = await call('GET', '/staff/?_sort=email&_order=DESC&_start=0&_end=2')
    expect(emails(backwards)).toEqual(['cy@crew.test', 'bea@crew.test'])
    expect(backwards.headers['x-total-count']).toBe('3')

    expect(emails(await call('GET', '/staff/?role=editor'))).toEqual(['cy@crew.test'])
    // `%` is a character to find, not a wildcard.
    expect(emails(await call('GET', '/staff/?q=L%25E'))).toEqual(['al%ex@crew.test'])
    expect(emails(await call('GET', '/staff/?q=%25'))).toEqual(['al%ex@crew.test'])
    expectFieldError(await call('GET', '/staff/?_sort=password_hash'), '_sort')
    expectFieldError(await call('GET', '/staff/?role=admin'), 'role')
  })

  it('changes a role, which holds from the next call, and writes it to the audit log', async () => {
    const changed = await call('PATCH', `/staff/${editor.uid}/`, {
      payload: { role: 'contributor' },
    })
    expect(changed.statusCode, changed.body).toBe(200)
    expect(changed.json()).toMatchObject({ email: 'cy@crew.test', role: 'contributor' })
    const me = await adminCall(t, 'GET', '/me/', { token: editor.token, host: HOST })
    expect(me.json().role).toBe('contributor')

    const audit = await call('GET', '/audit-log/?resource=staff_member')
    expect(audit.json()).toContainEqual(
      expect.objectContaining({
        action: 'update',
        record_uid: editor.uid,
        before: expect.objectContaining({ role: 'editor' }),
        after: expect.objectContaining({ role: 'contributor' }),
      }),
    )
    await call('PATCH', `/staff/${editor.uid}/`, { payload: { role: 'editor' } })
  })

  it('takes someone off the staff, keeping their account as a customer’s', async () => {
    const removed = await call('DELETE', `/staff/${contributorUid}/`)
    expect(removed.statusCode, removed.body).toBe(204)
    expect(emails(await call('GET', '/staff/'))).toEqual(['bea@crew.test', 'cy@crew.test'])
    const account = await t.database.db
      .selectFrom('users')
      .select('staff_role')
      .where('uid', '=', contributorUid)
      .executeTakeFirst()
    expect(account).toEqual({ staff_role: null })
    const audit = await call('GET', '/audit-log/?resource=staff_member&action=delete')
    expect(audit.json()).toContainEqual(
      expect.objectContaining({ record_uid: contributorUid, after: null }),
    )
  })

  it('keeps the last owner an owner, and lets them hand over first', async () => {
    const demoted = await call('PATCH', `/staff/${owner.uid}/`, { payload: { role: 'editor' } })
    expect(demoted.statusCode).toBe(409)
    expect(Object.keys(demoted.json().details)).toEqual(['role'])
    expect((await call('DELETE', `/staff/${owner.uid}/`)).statusCode).toBe(409)

    await call('PATCH', `/staff/${editor.uid}/`, { payload: { role: 'owner' } })
    const handedOver = await call('PATCH', `/staff/${owner.uid}/`, { payload: { role: 'editor' } })
    expect(handedOver.statusCode, handedOver.body).toBe(200)
    // Now an editor, Bea may no longer run the staff; Cy, the new owner, gives it back.
    expect((await call('GET', '/staff/')).statusCode).toBe(403)
    const back = await call('PATCH', `/staff/${owner.uid}/`, {
      token: editor.token,
      payload: { role: 'owner' },
    })
    expect(back.statusCode, back.body).toBe(200)
    await call('PATCH', `/staff/${editor.uid}/`, { payload: { role: 'editor' } })
  })

  it('keeps an owner when two owners demote each other at the same moment', async () => {
    const db = t.database.db
    for (let round = 1; round <= 8; round += 1) {
      const host = `duel-${round}.test`
      const site = await createWebsite(db, { hosts: [host] })
      const owner = async (name: string) => {
        const user = await createUser(db, site, { email: `${name}@${host}`, staffRole: 'owner' })
        return { uid: user.uid, token: await createSession(db, site, user.uid) }
      }
      const ann = await owner('ann')
      const bob = await owner('bob')
      const demote = (by: typeof ann, whom: typeof ann) =>
        adminCall(t, 'PATCH', `/staff/${whom.uid}/`, {
          token: by.token,
          host,
          payload: { role: 'editor' },
        })
      const answers = await Promise.all([demote(ann, bob), demote(bob, ann)])
      const said = `round ${round}: ${answers.map((answer) => answer.body).join(' | ')}`
      const won = answers.findIndex((answer) => answer.statusCode === 200)
      expect(won, said).not.toBe(-1)
      // The loser is refused as the last owner, or, when the winner was done before its call was
      // even read, as no longer an owner.
      expect([403, 409], said).toContain(answers[1 - won]!.statusCode)
      const winner = won === 0 ? ann : bob
      const owners = await adminCall(t, 'GET', '/staff/?role=owner', { token: winner.token, host })
      expect(owners.statusCode, said).toBe(200)
      expect(owners.json(), said).toEqual([expect.objectContaining({ uid: winner.uid })])
    }
  })

  it('refuses a bad role, an unknown member and a customer, naming what is wrong', async () => {
    expectFieldError(
      await call('PATCH', `/staff/${editor.uid}/`, { payload: { role: 'admin' } }),
      'role',
    )
    expect(
      (await call('PATCH', `/staff/${customerUid}/`, { payload: { role: 'owner' } })).statusCode,
    ).toBe(404)
    expect((await call('GET', `/staff/${customerUid}/`)).statusCode).toBe(404)
    expect((await call('GET', '/staff/not-a-uid/')).statusCode).toBe(404)
  })

  it('is for this website’s owners only', async () => {
    expect((await call('GET', '/staff/', { token: editor.token })).statusCode).toBe(403)
    const patched = await call('PATCH', `/staff/${owner.uid}/`, {
      token: editor.token,
      payload: { role: 'contributor' },
    })
    expect(patched.statusCode).toBe(403)
    // Another website's owner, on this host: not staff here.
    expect((await call('GET', '/staff/', { token: otherSiteOwner })).statusCode).toBe(403)
    const theirs = await adminCall(t, 'GET', '/staff/', {
      token: otherSiteOwner,
      host: 'elsewhere.test',
    })
    expect(emails(theirs)).toEqual(['zed@elsewhere.test'])
  })
})
