import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { API_BASE } from '../../../../contract/values/api-paths.ts'
import { startTestApp, type TestApp } from '../../../../test/support/app.ts'
import { DIALECTS } from '../../../../test/support/database.ts'
import {
  createSession,
  createUser,
  createWebsite,
  signedIn,
} from '../../../../test/support/fixtures.ts'
import { adminCall } from '../../../../test/support/staff-api.ts'
import {
  buyerCookieOf,
  checkout,
  createItemForSale,
  orderUidOf,
  pathOf,
  submitForm,
  type ItemForSale,
} from '../test-shop.ts'
import { GIFT_CARD_HOLD_MINUTES } from './service.ts'

const DAY_MS = 86_400_000
const inDays = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10)

describe.each(DIALECTS)('gift cards on %s', (dialect) => {
  let t: TestApp
  let site: string
  let owner: string
  let editor: string
  let contributor: string
  let otherOwner: string
  let film: ItemForSale
  let series: ItemForSale

  const db = () => t.database.db
  const staff = (token: string, host = 'localhost') => ({ token, host })
  const newCustomer = async () => {
    const user = await createUser(db(), site)
    return { ...user, token: await createSession(db(), site, user.uid) }
  }
  const makeCard = async (payload: object, token = owner) => {
    const made = await adminCall(t, 'POST', '/gift-cards/', { ...staff(token), payload })
    expect(made.statusCode, made.body).toBe(201)
    return made.json<{ uid: string; code: string }>()
  }
  const cardOf = (uid: string) =>
    adminCall(t, 'GET', `/gift-cards/${uid}/`, staff(owner)).then((answer) => answer.json())
  const buy = (token: string, code: string, item = film) =>
    checkout(
      t,
      token,
      { type: 'prices', prices: [item.priceUids[0]], gift_card: code },
      'localhost',
      {
        'accept-language': 'fr',
      },
    )
  const orderOf = (uid: string) =>
    db()
      .selectFrom('orders')
      .select(['status', 'total', 'gift_card_amount'])
      .where('uid', '=', uid)
      .executeTakeFirstOrThrow()
  const owns = async (userUid: string, item: ItemForSale) =>
    (
      await db()
        .selectFrom('purchases')
        .select('uid')
        .where('user_uid', '=', userUid)
        .where('item_uid', '=', item.itemUid)
        .where('revoked_at', 'is', null)
        .execute()
    ).length > 0

  beforeAll(async () => {
    t = await startTestApp(dialect, { RATE_LIMIT_PER_ACCOUNT: '5', RATE_LIMIT_PER_IP: '40' })
    site = await createWebsite(db(), { name: 'Ciné Club', hosts: ['localhost'] })
    const other = await createWebsite(db(), { name: 'Autre', hosts: ['other.test'] })
    const session = async (on: string, role: 'owner' | 'editor' | 'contributor') =>
      createSession(db(), on, (await createUser(db(), on, { staffRole: role })).uid)
    owner = await session(site, 'owner')
    editor = await session(site, 'editor')
    contributor = await session(site, 'contributor')
    otherOwner = await session(other, 'owner')
    film = await createItemForSale(db(), site, 'Le Voyage', [{ amount: 2000, period: 0 }])
    series = await createItemForSale(db(), site, 'La Série', [{ amount: 800, period: 0 }])
  })
  afterAll(() => t.close())

  it('is made by owners and editors, shown once, kept hashed, audited, scoped', async () => {
    const card = await makeCard({ amount: 1250, multiple_use: false, label: 'Noël' }, editor)
    expect(card.code).toMatch(/^CARD(-[A-HJ-NP-Z2-9]{4}){4}$/)
    expect(card).toMatchObject({ amount: 1250, balance: 1250, status: 'active', uses: 0 })
    const stored = await db()
      .selectFrom('gift_cards')
      .selectAll()
      .where('uid', '=', card.uid)
      .executeTakeFirstOrThrow()
    expect(JSON.stringify(stored)).not.toContain(card.code.slice(5, 9) + card.code.slice(10, 14))
    expect(stored.code_end).toBe(card.code.slice(-4))
    const shown = await cardOf(card.uid)
    expect(shown.code).toBeUndefined()
    expect(shown.label).toBe('Noël')
    const audit = await db()
      .selectFrom('audit_log')
      .select(['action', 'after'])
      .where('record_uid', '=', card.uid)
      .execute()
    expect(audit).toHaveLength(1)
    expect(audit[0]!.after).not.toContain(card.code)

    const forbidden = await adminCall(t, 'POST', '/gift-cards/', {
      ...staff(contributor),
      payload: { amount: 100, multiple_use: true },
    })
    expect(forbidden.statusCode).toBe(403)
    const foreign = await adminCall(
      t,
      'GET',
      `/gift-cards/${card.uid}/`,
      staff(otherOwner, 'other.test'),
    )
    expect(foreign.statusCode).toBe(404)
    const listed = await adminCall(t, 'GET', '/gift-cards/?status=active', staff(owner))
    expect(listed.json().map((one: { uid: string }) => one.uid)).toContain(card.uid)
    const elsewhere = await adminCall(t, 'GET', '/gift-cards/', staff(otherOwner, 'other.test'))
    expect(elsewhere.json()).toEqual([])
  })

  it('answers 400 naming each wrong field', async () => {
    const wrong = async (payload: object) => {
      const answer = await adminCall(t, 'POST', '/gift-cards/', { ...staff(owner), payload })
      expect(answer.statusCode, answer.body).toBe(400)
      return Object.keys(answer.json().details as object)
    }
    const good = { amount: 1000, multiple_use: true }
    expect(await wrong({ ...good, amount: 0 })).toEqual(['amount'])
    expect(await wrong({ ...good, amount: 12.5 })).toEqual(['amount'])
    expect(await wrong({ ...good, amount: 100_000_001 })).toEqual(['amount'])
    expect(await wrong({ amount: 1000 })).toEqual(['multiple_use'])
    expect(await wrong({ ...good, expires_on: '2020-01-01' })).toEqual(['expires_on'])
    expect(await wrong({ ...good, expires_on: '2030-02-31' })).toEqual(['expires_on'])
    expect(await wrong({ ...good, expires_on: 'demain' })).toEqual(['expires_on'])
    expect(await wrong({ ...good, label: 'x'.repeat(81) })).toEqual(['label'])
  })

  it('pays part of a checkout: the sandbox charges the rest; a single-use card is then spent', async () => {
    const card = await makeCard({ amount: 1250, multiple_use: false })
    const buyer = await newCustomer()
    const terms = await t.app.inject({
      url: `${API_BASE}/billing/gift-cards/${card.code.toLowerCase()}/`,
      headers: { host: 'localhost', ...signedIn(buyer.token) },
    })
    expect(terms.statusCode, terms.body).toBe(200)
    expect(terms.json()).toMatchObject({ balance: 1250, multiple_use: false })

    const answer = await buy(buyer.token, card.code)
    expect(answer.statusCode, answer.body).toBe(200)
    const orderUid = orderUidOf(answer.json().checkout_session_url)
    expect(await orderOf(orderUid)).toEqual({ status: 'open', total: 750, gift_card_amount: 1250 })
    const page = await t.app.inject({
      url: pathOf(answer.json().checkout_session_url),
      headers: { host: 'localhost', cookie: buyerCookieOf(answer), accept: 'text/html' },
    })
    expect(page.body).toContain('7,50')
    const paid = await submitForm(t, `${pathOf(answer.json().checkout_session_url)}/pay`, {
      cookie: buyerCookieOf(answer),
    })
    expect(paid.statusCode).toBe(303)
    expect(await orderOf(orderUid)).toMatchObject({ status: 'paid', total: 750 })
    expect(await owns(buyer.uid, film)).toBe(true)
    expect(await cardOf(card.uid)).toMatchObject({ balance: 0, uses: 1, status: 'spent' })

    const again = await buy((await newCustomer()).token, card.code, series)
    expect(again.statusCode).toBe(400)
    expect(again.json().details).toEqual({ gift_card: ['Cette carte cadeau est épuisée.'] })
  })

  it('pays all of a checkout with no provider, keeping what is left on a multiple-use card', async () => {
    const card = await makeCard({ amount: 3000, multiple_use: true })
    const buyer = await newCustomer()
    const answer = await buy(buyer.token, card.code)
    expect(answer.statusCode, answer.body).toBe(200)
    const url: string = answer.json().checkout_session_url
    expect(url).toContain('/checkout/success?session_id=card_')
    const sessionId = new URL(url).searchParams.get('session_id')!
    const orderUid = sessionId.slice('card_'.length)
    expect(await orderOf(orderUid)).toEqual({ status: 'paid', total: 0, gift_card_amount: 2000 })
    expect(await owns(buyer.uid, film)).toBe(true)
    const confirmed = await t.app.inject({
      method: 'POST',
      url: `${API_BASE}/billing/checkout/confirm/`,
      headers: { host: 'localhost' },
      payload: { session_id: sessionId },
    })
    expect(confirmed.json()).toEqual({ status: 'paid' })
    expect(await cardOf(card.uid)).toMatchObject({ balance: 1000, uses: 1, status: 'active' })

    // A full refund gives the card its part back.
    const refunded = await adminCall(t, 'POST', `/orders/${orderUid}/refunds/`, {
      ...staff(owner),
      payload: {},
    })
    expect(refunded.statusCode, refunded.body).toBe(201)
    expect(await owns(buyer.uid, film)).toBe(false)
    expect(await cardOf(card.uid)).toMatchObject({ balance: 3000, uses: 0 })
  })

  it('gives back what an abandoned checkout held, and a refund gives back a partly paid order', async () => {
    const card = await makeCard({ amount: 500, multiple_use: false })
    const buyer = await newCustomer()
    const answer = await buy(buyer.token, card.code)
    const path = pathOf(answer.json().checkout_session_url)
    expect(await cardOf(card.uid)).toMatchObject({ balance: 0, uses: 1 })
    const canceled = await submitForm(t, `${path}/cancel`, { cookie: buyerCookieOf(answer) })
    expect(canceled.statusCode).toBe(303)
    expect(await cardOf(card.uid)).toMatchObject({ balance: 500, uses: 0, status: 'active' })

    const paying = await buy(buyer.token, card.code)
    const paid = await submitForm(t, `${pathOf(paying.json().checkout_session_url)}/pay`, {
      cookie: buyerCookieOf(paying),
    })
    expect(paid.statusCode).toBe(303)
    const orderUid = orderUidOf(paying.json().checkout_session_url)
    expect(await orderOf(orderUid)).toEqual({ status: 'paid', total: 1500, gift_card_amount: 500 })
    const refunded = await adminCall(t, 'POST', `/orders/${orderUid}/refunds/`, {
      ...staff(owner),
      payload: {},
    })
    expect(refunded.statusCode, refunded.body).toBe(201)
    expect(await cardOf(card.uid)).toMatchObject({ balance: 500, uses: 0, status: 'active' })
  })

  it('lets an abandoned checkout hold the card a while only', async () => {
    const card = await makeCard({ amount: 500, multiple_use: false })
    const left = await buy((await newCustomer()).token, card.code)
    const leftUid = orderUidOf(left.json().checkout_session_url)
    const blocked = await buy((await newCustomer()).token, card.code)
    expect(blocked.statusCode).toBe(400)
    const longAgo = new Date(Date.now() - (GIFT_CARD_HOLD_MINUTES + 1) * 60_000).toISOString()
    await db()
      .updateTable('gift_card_uses')
      .set({ created_at: longAgo })
      .where('order_uid', '=', leftUid)
      .execute()
    const later = await buy((await newCustomer()).token, card.code)
    expect(later.statusCode, later.body).toBe(200)
    expect((await orderOf(leftUid)).status).toBe('canceled')
  })

  it('lets one of two checkouts at once take a single-use card', async () => {
    const card = await makeCard({ amount: 1000, multiple_use: false })
    const [first, second] = await Promise.all([
      buy((await newCustomer()).token, card.code),
      buy((await newCustomer()).token, card.code),
    ])
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 400])
    expect(await cardOf(card.uid)).toMatchObject({ balance: 0, uses: 1 })
    const held = await db()
      .selectFrom('gift_card_uses')
      .select('applied')
      .where('card_uid', '=', card.uid)
      .execute()
    expect(held).toEqual([{ applied: 1000 }])
  })

  it('never lets two checkouts at once spend more than a multiple-use card holds', async () => {
    const card = await makeCard({ amount: 2500, multiple_use: true })
    const answers = await Promise.all(
      [0, 1, 2].map(async () => buy((await newCustomer()).token, card.code)),
    )
    const taken = await db()
      .selectFrom('gift_card_uses')
      .select('taken')
      .where('card_uid', '=', card.uid)
      .execute()
    const total = taken.reduce((sum, use) => sum + use.taken, 0)
    const shown = await cardOf(card.uid)
    expect(total + shown.balance).toBe(2500)
    expect(shown.uses).toBe(taken.length)
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(taken.length)
  })

  it('refuses an expired, disabled or unknown card, naming the code', async () => {
    const buyer = await newCustomer()
    const expiring = await makeCard({ amount: 500, multiple_use: true, expires_on: inDays(0) })
    await db()
      .updateTable('gift_cards')
      .set({ expires_on: inDays(-1) })
      .where('uid', '=', expiring.uid)
      .execute()
    const expired = await buy(buyer.token, expiring.code)
    expect(expired.json().details).toEqual({ gift_card: ['Cette carte cadeau a expiré.'] })
    expect((await cardOf(expiring.uid)).status).toBe('expired')

    const card = await makeCard({ amount: 500, multiple_use: true })
    const disabled = await adminCall(t, 'POST', `/gift-cards/${card.uid}/disable/`, staff(owner))
    expect(disabled.statusCode, disabled.body).toBe(200)
    expect(disabled.json().status).toBe('disabled')
    const twice = await adminCall(t, 'POST', `/gift-cards/${card.uid}/disable/`, staff(owner))
    expect(twice.statusCode).toBe(409)
    const audit = await db()
      .selectFrom('audit_log')
      .select('action')
      .where('record_uid', '=', card.uid)
      .execute()
    expect(audit.map((entry) => entry.action).sort()).toEqual(['create', 'update'])
    const refused = await t.app.inject({
      url: `${API_BASE}/billing/gift-cards/${card.code}/`,
      headers: { host: 'localhost', 'accept-language': 'en' },
    })
    expect(refused.statusCode).toBe(400)
    expect(refused.json().details).toEqual({ code: ['This gift card is not valid.'] })
    const plan = await checkout(t, buyer.token, {
      type: 'subscription',
      subscription: film.priceUids[0],
      gift_card: card.code,
    })
    expect(plan.statusCode).toBe(400)
  })

  it('limits guessing, as gift codes are', async () => {
    const guesser = await newCustomer()
    const tries = []
    for (let index = 0; index < 6; index++) {
      tries.push((await buy(guesser.token, `CARD-AAAA-AAAA-AAAA-AAA${index + 2}`)).statusCode)
    }
    expect(tries).toEqual([400, 400, 400, 400, 400, 429])
  })
})
