import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from '../../../../test/support/app.ts'
import { sentMails } from '../../../../test/support/sent-mails.ts'
import { DIALECTS } from '../../../../test/support/database.ts'
import { startFakeStripe, type FakeStripe } from '../../../../test/support/fake-stripe.ts'
import { createWebsite, signedIn } from '../../../../test/support/fixtures.ts'
import { get, post } from '../../auth/auth-test-support.ts'
import { addMediaItem } from '../../catalogue/test-fixtures.ts'
import { confirm, deliver, sessionIdOf, stripeEnv } from './stripe-test-support.ts'

/** A visitor buys an item with the Stripe provider, through the HTTP API only. */
describe.each(DIALECTS)('buying with Stripe, end to end, on %s', (dialect) => {
  let fake: FakeStripe
  let t: TestApp

  beforeAll(async () => {
    fake = await startFakeStripe()
    t = await startTestApp(dialect, stripeEnv(fake))
    const site = await createWebsite(t.database.db, { name: 'Vitrine', hosts: ['localhost'] })
    await addMediaItem(t.database.db, site, 'Le Film', {
      monetizationEnabled: true,
      prices: [{ amount: 1500, period: 0 }],
    })
  })
  afterAll(async () => {
    await t.close()
    await fake.close()
  })

  it('registers, logs in, pays on Stripe, and then watches and lists the item', async () => {
    const email = 'marie@test.example'
    const password = 'radium-1898'
    const registered = await post(t, '/auth/register/', {
      first_name: 'Marie',
      last_name: 'Curie',
      email,
      password1: password,
      password2: password,
    })
    expect(registered.statusCode, registered.body).toBe(201)
    const login = await post(t, '/auth/login/', { email, password })
    expect(login.statusCode).toBe(200)
    const headers = signedIn(login.json().token)

    const before = await get(t, '/items/le-film/', headers)
    expect(before.json().has_access).toBe(false)
    const price: string = before.json().prices[0].uid

    const started = await post(
      t,
      '/billing/checkout/',
      { type: 'prices', prices: [price] },
      headers,
    )
    expect(started.statusCode, started.body).toBe(200)
    const sessionId = sessionIdOf(started.json().checkout_session_url)
    expect(started.json().checkout_session_url).toBe(fake.get(sessionId).url)

    fake.pay(sessionId)
    const webhook = await deliver(t, fake.event('checkout.session.completed', sessionId).payload)
    expect(webhook.statusCode).toBe(200)
    expect((await confirm(t, sessionId)).json()).toEqual({ status: 'paid' })

    const after = await get(t, '/items/le-film/', headers)
    expect(after.json()).toMatchObject({ has_access: true, expire_at: null })
    const purchases = await get(t, '/purchases/', headers)
    expect(purchases.statusCode).toBe(200)
    expect(purchases.json()).toEqual([
      expect.objectContaining({ slug: 'le-film', amount: 1500, has_access: true, expire_at: null }),
    ])
    // The welcome mail of the registration, then the receipt.
    const [welcome, receipt] = await sentMails(t, { atLeast: 2 })
    expect(welcome).toContain('Subject: Bienvenue sur Vitrine')
    expect(receipt).toContain(`To: ${email}`)
    expect(receipt).toContain('Merci pour votre achat sur Vitrine')
    expect(receipt).toContain('http://localhost:3000/my-stuff')
  })
})
