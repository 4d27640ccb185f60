import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DeviceCodeAnswer } from '../../../../contract/schemas/auth.ts'
import { startTestApp, type TestApp } from '../../../../test/support/app.ts'
import { DIALECTS } from '../../../../test/support/database.ts'
import { createUser, createWebsite, type TestUser } from '../../../../test/support/fixtures.ts'
import { caller, signInAs } from '../../account/account-test-support.ts'
import { hashToken } from '../viewer.ts'

const ANDROID_TV =
  'Mozilla/5.0 (Linux; Android 12; BRAVIA 4K VH2 Build/STT1.211025.001.Z4) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36'

describe.each(DIALECTS)('sign-in on a TV by a code on %s', (dialect) => {
  let t: TestApp
  let site: string
  let call: ReturnType<typeof caller>
  let viewer: TestUser
  let phone: string

  /** What the TV does first: a code pair, from its own browser. */
  const codes = async () => {
    const answer = await call('POST', '/auth/device/', { headers: { 'user-agent': ANDROID_TV } })
    expect(answer.statusCode, answer.body).toBe(200)
    return answer.json<DeviceCodeAnswer>()
  }
  const poll = (device_code: string) =>
    call('POST', '/auth/device/token/', { payload: { device_code } })
  const approve = (user_code: string, token = phone) =>
    call('POST', '/auth/device/approve/', { token, payload: { user_code } })

  beforeAll(async () => {
    t = await startTestApp(dialect, { RATE_LIMIT_PER_ACCOUNT: '5' })
    site = await createWebsite(t.database.db, {
      hosts: ['tv.test'],
      publicUrl: 'https://tv.test',
    })
    call = caller(t, 'tv.test')
    viewer = await createUser(t.database.db, site)
    phone = await signInAs(call, viewer)
  })
  afterAll(() => t.close())

  it('signs the TV in once the viewer confirms its code, and lists it among their devices', async () => {
    const tv = await codes()
    expect(tv.user_code).toMatch(/^[BCDFGHJKLMNPQRSTVWXZ]{4}-[BCDFGHJKLMNPQRSTVWXZ]{4}$/)
    expect(tv.verification_uri).toBe('https://tv.test/activate')
    expect(tv.verification_uri_complete).toBe(
      `https://tv.test/activate?code=${tv.user_code.replace('-', '')}`,
    )
    expect(tv).toMatchObject({ expires_in: 600, interval: 1 })

    const waiting = await poll(tv.device_code)
    expect(waiting.statusCode).toBe(400)
    expect(waiting.json()).toMatchObject({ type: 'authorization_pending' })

    // Typed as people type it: lower case, a space instead of the dash.
    const typed = tv.user_code.toLowerCase().replace('-', ' ')
    expect((await approve(typed)).statusCode).toBe(204)
    const signedIn = await poll(tv.device_code)
    expect(signedIn.statusCode, signedIn.body).toBe(200)
    const token = signedIn.json<{ token: string }>().token
    const me = await call('GET', '/auth/me/', { token })
    expect(me.json()).toMatchObject({ email: viewer.email })

    const devices = (await call('GET', '/account/sessions/', { token: phone })).json<
      { id: string; browser: string; os: string; current: boolean }[]
    >()
    const television = devices.find((device) => device.os === 'Android')
    expect(television).toMatchObject({ browser: 'Chrome', current: false })
    // Signed out from the phone, the TV is signed out.
    await call('DELETE', `/account/sessions/${television!.id}/`, { token: phone })
    expect((await call('GET', '/auth/me/', { token })).statusCode).toBe(401)
  })

  it('gives its token once: a second poll, or a second confirmation, is refused', async () => {
    const tv = await codes()
    expect((await approve(tv.user_code)).statusCode).toBe(204)
    const again = await approve(tv.user_code)
    expect(again.statusCode).toBe(400)
    expect(again.json()).toMatchObject({ type: 'ValidationError' })
    expect(again.json().details).toHaveProperty('user_code')
    const [first, second] = await Promise.all([poll(tv.device_code), poll(tv.device_code)])
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 400])
    expect((await poll(tv.device_code)).json()).toMatchObject({ type: 'invalid_grant' })
  })

  it('refuses a code past its ten minutes, on the phone and on the TV', async () => {
    const tv = await codes()
    await t.database.db
      .updateTable('device_sign_ins')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('device_code_hash', '=', hashToken(tv.device_code))
      .execute()
    const late = await approve(tv.user_code)
    expect(late.statusCode).toBe(400)
    expect(late.json().details.user_code).toEqual([
      'Ce code est inconnu ou a expiré : vérifiez le code affiché sur la télévision.',
    ])
    expect((await poll(tv.device_code)).json()).toMatchObject({ type: 'expired_token' })
  })

  it('names the field of a wrong code, wants a signed-in viewer, knows no other site’s code', async () => {
    // A viewer of their own: tries are limited per account.
    const mine = await signInAs(call, await createUser(t.database.db, site))
    const wrong = await approve('ABCD-1234', mine)
    expect(wrong.statusCode).toBe(400)
    expect(wrong.json().details).toHaveProperty('user_code')
    const empty = await approve('', mine)
    expect(empty.json().details.user_code).toEqual(['Ce champ est obligatoire.'])
    expect((await poll('not-a-code')).json()).toMatchObject({ type: 'invalid_grant' })

    const tv = await codes()
    const anonymous = await call('POST', '/auth/device/approve/', {
      payload: { user_code: tv.user_code },
    })
    expect(anonymous.statusCode).toBe(401)

    const elsewhere = await createWebsite(t.database.db, { hosts: ['other.test'] })
    const otherCall = caller(t, 'other.test')
    const stranger = await signInAs(otherCall, await createUser(t.database.db, elsewhere))
    const crossSite = await otherCall('POST', '/auth/device/approve/', {
      token: stranger,
      payload: { user_code: tv.user_code },
    })
    expect(crossSite.statusCode).toBe(400)
    expect((await poll(tv.device_code)).json()).toMatchObject({ type: 'authorization_pending' })
  })

  it('limits the guesses of one account', async () => {
    const guesser = await signInAs(call, await createUser(t.database.db, site))
    const answers = []
    for (let n = 0; n < 7; n++) answers.push((await approve('BBBB-BBBB', guesser)).statusCode)
    expect(answers.slice(0, 5)).toEqual([400, 400, 400, 400, 400])
    expect(answers.at(-1)).toBe(429)
  })
})
