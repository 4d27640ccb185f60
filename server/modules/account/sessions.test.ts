import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from '../../../test/support/app.ts'
import { DIALECTS } from '../../../test/support/database.ts'
import { createUser, createWebsite } from '../../../test/support/fixtures.ts'
import { caller, FIREFOX_ON_LINUX, SAFARI_ON_IPHONE, signInAs } from './account-test-support.ts'

interface Session {
  id: string
  created_at: string
  last_used_at: string | null
  browser: string | null
  os: string | null
  current: boolean
}

describe.each(DIALECTS)('signed-in devices on %s', (dialect) => {
  let t: TestApp
  let site: string
  let call: ReturnType<typeof caller>

  const sessions = async (token: string) => {
    const answer = await call('GET', '/account/sessions/', { token })
    expect(answer.statusCode, answer.body).toBe(200)
    return answer.json<Session[]>()
  }
  const signedIn = async (token: string) =>
    (await call('GET', '/auth/me/', { token })).statusCode === 200

  beforeAll(async () => {
    t = await startTestApp(dialect)
    site = await createWebsite(t.database.db, { hosts: ['devices.test'] })
    call = caller(t, 'devices.test')
  })
  afterAll(() => t.close())

  it('lists each live device with its browser and system, this one marked', async () => {
    const user = await createUser(t.database.db, site)
    const laptop = await signInAs(call, user, FIREFOX_ON_LINUX)
    const phone = await signInAs(call, user, SAFARI_ON_IPHONE)
    const noName = await signInAs(call, user, 'curl/8.0')
    // Someone else's devices are not listed.
    await signInAs(call, await createUser(t.database.db, site))
    await call('POST', '/auth/logout/', { token: noName })

    const listed = await sessions(laptop)
    const devices = listed.map(({ browser, os, current }) => ({ browser, os, current }))
    expect(devices).toHaveLength(2)
    expect(devices).toEqual(
      expect.arrayContaining([
        { browser: 'Safari', os: 'iOS', current: false },
        { browser: 'Firefox', os: 'Linux', current: true },
      ]),
    )
    for (const session of listed) {
      expect(session.id).not.toContain(phone)
      expect(Date.parse(session.created_at)).not.toBeNaN()
      expect(Date.parse(session.last_used_at ?? '')).not.toBeNaN()
    }
  })

  it('signs out one device, which can no longer call, and keeps the others', async () => {
    const user = await createUser(t.database.db, site)
    const laptop = await signInAs(call, user, FIREFOX_ON_LINUX)
    const phone = await signInAs(call, user, SAFARI_ON_IPHONE)
    const phoneId = (await sessions(laptop)).find((session) => !session.current)?.id ?? ''

    const out = await call('DELETE', `/account/sessions/${phoneId}/`, { token: laptop })
    expect(out.statusCode, out.body).toBe(204)
    expect(await signedIn(phone)).toBe(false)
    expect(await signedIn(laptop)).toBe(true)
    expect((await sessions(laptop)).map((session) => session.current)).toEqual([true])

    const again = await call('DELETE', `/account/sessions/${phoneId}/`, { token: laptop })
    expect(again.statusCode).toBe(404)
  })

  it("refuses to sign out another user's session, which stays signed in", async () => {
    const me = await signInAs(call, await createUser(t.database.db, site))
    const them = await signInAs(call, await createUser(t.database.db, site))
    const theirId = (await sessions(them))[0]?.id ?? ''

    const answer = await call('DELETE', `/account/sessions/${theirId}/`, { token: me })
    expect(answer.statusCode).toBe(404)
    expect(answer.json()).toMatchObject({ type: 'NotFound', message: 'Session introuvable.' })
    expect(await signedIn(them)).toBe(true)
    expect(await signedIn(me)).toBe(true)
  })

  it('signs out every device but this one', async () => {
    const user = await createUser(t.database.db, site)
    const laptop = await signInAs(call, user, FIREFOX_ON_LINUX)
    const phone = await signInAs(call, user, SAFARI_ON_IPHONE)
    const tablet = await signInAs(call, user, SAFARI_ON_IPHONE)
    const someoneElse = await signInAs(call, await createUser(t.database.db, site))

    const answer = await call('POST', '/account/sessions/sign-out-others/', { token: laptop })
    expect(answer.statusCode, answer.body).toBe(200)
    expect([await signedIn(laptop), await signedIn(phone), await signedIn(tablet)]).toEqual([
      true,
      false,
      false,
    ])
    expect(await signedIn(someoneElse)).toBe(true)
    expect(await sessions(laptop)).toHaveLength(1)
  })
})
