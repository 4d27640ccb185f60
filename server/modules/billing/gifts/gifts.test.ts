import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AdminOrderDetail } from '../../../../contract/schemas/admin-orders.ts'
import { API_BASE } from '../../../../contract/values/api-paths.ts'
import { startTestApp, type TestApp } from '../../../../test/support/app.ts'
import { DIALECTS } from '../../../../test/support/database.ts'
import {
  createSession,
  createUser,
  createWebsite,
  signedIn,
} from '../../../../test/support/fixtures.ts'
import { sentMails } from '../../../../test/support/sent-mails.ts'
import { adminCall } from '../../../../test/support/staff-api.ts'
import {
  buyerCookieOf,
  createItemForSale,
  createPlan,
  orderUidOf,
  pathOf,
  submitForm,
  type ItemForSale,
} from '../test-shop.ts'
import { deliverDueGifts } from './delivery.ts'
import type { JobQueue } from '../../../jobs/job-queue.ts'
import { dispatchWebhooks } from '../../integrations/webhook-jobs.ts'

const DAY_MS = 86_400_000
const today = () => new Date().toISOString().slice(0, 10)
const inDays = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10)
/** The gift code a mail holds, as its link carries it. */
const codeIn = (mail: string) => /GIFT(?:-[A-Z2-9]{4}){5}/.exec(mail)?.[0] ?? ''

describe.each(DIALECTS)('gifts on %s', (dialect) => {
  let t: TestApp
  let site: string
  let other: string
  let owner: string
  let film: ItemForSale
  let plan: string
  let recipientCount = 0

  const db = () => t.database.db
  const newCustomer = async (on = site) => {
    const user = await createUser(db(), on)
    return { ...user, token: await createSession(db(), on, user.uid) }
  }
  const post = (url: string, token: string, payload: object, host = 'localhost') =>
    t.app.inject({
      method: 'POST',
      url: `${API_BASE}${url}`,
      headers: { host, ...signedIn(token), 'accept-language': 'fr' },
      payload,
    })
  const get = (url: string, token: string) =>
    t.app.inject({ url: `${API_BASE}${url}`, headers: { host: 'localhost', ...signedIn(token) } })
  const newRecipient = () => `ami${(recipientCount += 1)}@gift.test`

  /** Buys a gift in the sandbox, as a browser does: checkout, then Pay. Answers its order uid. */
  async function buyGift(token: string, body: object, pay = true): Promise<string> {
    const answer = await post('/billing/checkout/gift/', token, body)
    expect(answer.statusCode, answer.body).toBe(200)
    const url: string = answer.json().checkout_session_url
    if (pay) {
      const paid = await submitForm(t, `${pathOf(url)}/pay`, { cookie: buyerCookieOf(answer) })
      expect(paid.statusCode).toBe(303)
    }
    return orderUidOf(url)
  }
  const filmGift = (recipient: string, deliverOn = today()) => ({
    price: film.priceUids[0],
    recipient_email: recipient,
    message: 'Joyeux anniversaire !',
    deliver_on: deliverOn,
  })
  const mailsTo = (email: string) => sentMails(t, { to: email })
  const redeem = (token: string, code: string) => post('/gifts/redeem/', token, { code })
  const ownsFilm = async (userUid: string) =>
    (
      await db()
        .selectFrom('purchases')
        .select('uid')
        .where('user_uid', '=', userUid)
        .where('item_uid', '=', film.itemUid)
        .where('revoked_at', 'is', null)
        .execute()
    ).length > 0

  beforeAll(async () => {
    t = await startTestApp(dialect, { RATE_LIMIT_PER_ACCOUNT: '5', WEBHOOK_ALLOW_PRIVATE: 'true' })
    site = await createWebsite(db(), { name: 'Ciné Club', hosts: ['localhost'] })
    other = await createWebsite(db(), { name: 'Autre', hosts: ['other.test'] })
    const staff = await createUser(db(), site, { staffRole: 'owner' })
    owner = await createSession(db(), site, staff.uid)
    film = await createItemForSale(db(), site, 'Le Voyage', [{ amount: 1500, period: 0 }])
    plan = await createPlan(db(), site, 'Mensuel', 800, 'month')
  })
  afterAll(() => t.close())

  it('mails a gift for today as soon as it is paid; the recipient redeems it once', async () => {
    const buyer = await newCustomer()
    const recipient = newRecipient()
    const orderUid = await buyGift(buyer.token, filmGift(recipient))
    const order = await db()
      .selectFrom('orders')
      .select(['type', 'status', 'total'])
      .where('uid', '=', orderUid)
      .executeTakeFirstOrThrow()
    expect(order).toEqual({ type: 'gift', status: 'paid', total: 1500 })
    expect(await ownsFilm(buyer.uid)).toBe(false)

    const [mail] = await mailsTo(recipient)
    expect(mail).toContain('vous offre')
    expect(mail).toContain('Joyeux anniversaire !')
    expect(mail).toContain('Le Voyage')
    const code = codeIn(mail!)
    expect(code).not.toBe('')
    expect(mail).toContain(`/gift?code=${code}`)
    const stored = await db().selectFrom('gifts').select('code_hash').executeTakeFirstOrThrow()
    expect(stored.code_hash).not.toContain(code.slice(5, 9))

    const friend = await newCustomer()
    const redeemed = await redeem(friend.token, code.toLowerCase())
    expect(redeemed.statusCode, redeemed.body).toBe(200)
    expect(redeemed.json()).toMatchObject({ label: expect.stringContaining('Le Voyage') })
    expect(await ownsFilm(friend.uid)).toBe(true)

    const again = await redeem((await newCustomer()).token, code)
    expect(again.statusCode).toBe(400)
    expect(again.json().details).toEqual({ code: ['Ce code cadeau a déjà été utilisé.'] })

    const listed = await get('/me/gifts/', buyer.token)
    expect(listed.json().results).toEqual([
      expect.objectContaining({
        recipient_email: recipient,
        status: 'redeemed',
        can_resend: false,
      }),
    ])
  })

  it('tells the webhooks that asked for it when a gift is redeemed', async () => {
    const staffOfSite = { token: owner, host: 'localhost' }
    const hook = await adminCall(t, 'POST', '/webhooks/', {
      ...staffOfSite,
      payload: { url: 'http://127.0.0.1:9/gifts', events: ['gift.redeemed'] },
    })
    expect(hook.statusCode, hook.body).toBe(201)
    const buyer = await newCustomer()
    const recipient = newRecipient()
    const orderUid = await buyGift(buyer.token, filmGift(recipient))
    const friend = await newCustomer()
    const code = codeIn((await mailsTo(recipient))[0]!)
    expect((await redeem(friend.token, code)).statusCode).toBe(200)
    const queued: string[] = []
    const queue = { add: async (name: string) => void queued.push(name) }
    await dispatchWebhooks(db(), queue as unknown as JobQueue)
    const deliveries = await db()
      .selectFrom('webhook_deliveries')
      .innerJoin('webhook_events', 'webhook_events.uid', 'webhook_deliveries.event_uid')
      .select(['webhook_events.data', 'webhook_deliveries.queued_at'])
      .where('webhook_deliveries.endpoint_uid', '=', hook.json().uid as string)
      .where('webhook_deliveries.event_type', '=', 'gift.redeemed')
      .where('webhook_events.data', 'like', `%${orderUid}%`)
      .execute()
    expect(deliveries).toHaveLength(1)
    expect(deliveries[0]!.queued_at).not.toBeNull()
    expect(JSON.parse(deliveries[0]!.data)).toMatchObject({
      order_uid: orderUid,
      customer_uid: friend.uid,
      buyer_uid: buyer.uid,
    })
  })

  it('mails a later gift on its day, not before, in the language the buyer chose', async () => {
    const buyer = await newCustomer()
    const recipient = newRecipient()
    await buyGift(buyer.token, { ...filmGift(recipient, inDays(3)), language: 'en' })
    const deps = { db: db(), mailer: () => t.app.mailer }
    await deliverDueGifts(deps, new Date(Date.now() + 2 * DAY_MS))
    expect(await mailsTo(recipient)).toHaveLength(0)
    expect((await get('/me/gifts/', buyer.token)).json().results[0].status).toBe('scheduled')
    await deliverDueGifts(deps, new Date(Date.now() + 3 * DAY_MS))
    await deliverDueGifts(deps, new Date(Date.now() + 4 * DAY_MS))
    const mails = await mailsTo(recipient)
    expect(mails).toHaveLength(1)
    expect(mails[0]).toContain('sent you a gift')
  })

  it('gives months of a plan that end without renewal, paid once', async () => {
    const buyer = await newCustomer()
    const recipient = newRecipient()
    const orderUid = await buyGift(buyer.token, {
      plan,
      months: 3,
      recipient_email: recipient,
      message: '',
      deliver_on: today(),
    })
    const order = await db()
      .selectFrom('orders')
      .select('total')
      .where('uid', '=', orderUid)
      .executeTakeFirstOrThrow()
    expect(order.total).toBe(2400)
    const [mail] = await mailsTo(recipient)
    const friend = await newCustomer()
    const redeemed = await redeem(friend.token, codeIn(mail!))
    expect(redeemed.statusCode, redeemed.body).toBe(200)
    expect(redeemed.json().plan_uid).toBe(plan)
    const until = new Date(redeemed.json().access_until as string).getTime()
    expect(until).toBeGreaterThan(Date.now() + 88 * DAY_MS)
    expect(until).toBeLessThan(Date.now() + 93 * DAY_MS)
    const subscription = await db()
      .selectFrom('subscriptions')
      .select(['status', 'canceled_at'])
      .where('user_uid', '=', friend.uid)
      .executeTakeFirstOrThrow()
    expect(subscription.status).toBe('active')
    expect(subscription.canceled_at).not.toBeNull()
  })

  it('resends with a new code; the old one stops working', async () => {
    const buyer = await newCustomer()
    const recipient = newRecipient()
    await buyGift(buyer.token, filmGift(recipient))
    const [first] = await mailsTo(recipient)
    const [gift] = (await get('/me/gifts/', buyer.token)).json().results
    expect(gift).toMatchObject({ status: 'delivered', can_resend: true })
    const resent = await post(`/me/gifts/${gift.uid}/resend/`, buyer.token, {})
    expect(resent.statusCode, resent.body).toBe(200)
    const mails = await mailsTo(recipient)
    expect(mails).toHaveLength(2)
    const friend = await newCustomer()
    expect((await redeem(friend.token, codeIn(first!))).statusCode).toBe(400)
    expect((await redeem(friend.token, codeIn(mails[1]!))).statusCode).toBe(200)
    const someoneElse = await newCustomer()
    expect((await post(`/me/gifts/${gift.uid}/resend/`, someoneElse.token, {})).statusCode).toBe(
      404,
    )
  })

  it('staff see the gift on its order; a refund voids its code, a redeemed one is kept', async () => {
    // The site's own host: an unknown one means the oldest website, which either of the two
    // made in the same millisecond may be.
    const staffOfSite = { token: owner, host: 'localhost' }
    const buyer = await newCustomer()
    const recipient = newRecipient()
    const orderUid = await buyGift(buyer.token, filmGift(recipient))
    const [mail] = await mailsTo(recipient)
    const detail = await adminCall(t, 'GET', `/orders/${orderUid}/`, staffOfSite)
    const order = detail.json<AdminOrderDetail>()
    expect(order.type).toBe('gift')
    expect(order.gift).toMatchObject({ recipient_email: recipient, redeemed_at: null })
    expect(order.lines[0]!.label).toContain(`Cadeau pour ${recipient}`)

    const refunded = await adminCall(t, 'POST', `/orders/${orderUid}/refunds/`, {
      ...staffOfSite,
      payload: {},
    })
    expect(refunded.statusCode, refunded.body).toBe(201)
    const late = await redeem((await newCustomer()).token, codeIn(mail!))
    expect(late.statusCode).toBe(400)
    expect(late.json().details).toEqual({
      code: ['Ce cadeau a été remboursé : son code ne fonctionne plus.'],
    })
    const audit = await db()
      .selectFrom('audit_log')
      .select('record_uid')
      .where('record_uid', '=', orderUid)
      .execute()
    expect(audit).toHaveLength(1)

    const kept = await buyGift(buyer.token, filmGift(newRecipient()))
    const keptCode = codeIn((await mailsTo(`ami${recipientCount}@gift.test`))[0]!)
    expect((await redeem((await newCustomer()).token, keptCode)).statusCode).toBe(200)
    const refused = await adminCall(t, 'POST', `/orders/${kept}/refunds/`, {
      ...staffOfSite,
      payload: {},
    })
    expect(refused.statusCode).toBe(409)
  })

  it('refuses a code on another website, and limits guessing', async () => {
    const buyer = await newCustomer()
    const recipient = newRecipient()
    await buyGift(buyer.token, filmGift(recipient))
    const code = codeIn((await mailsTo(recipient))[0]!)
    const elsewhere = await newCustomer(other)
    const refused = await post('/gifts/redeem/', elsewhere.token, { code }, 'other.test')
    expect(refused.statusCode).toBe(400)
    expect(refused.json().details).toEqual({ code: ['Ce code cadeau n’est pas valide.'] })

    const guesser = await newCustomer()
    const tries = []
    for (let index = 0; index < 6; index++) {
      tries.push(
        (await redeem(guesser.token, `GIFT-AAAA-AAAA-AAAA-AAAA-AAA${index + 2}`)).statusCode,
      )
    }
    expect(tries).toEqual([400, 400, 400, 400, 400, 429])
  })

  it('answers 400 naming each wrong field of a gift, and 401 signed out', async () => {
    const buyer = await newCustomer()
    const wrong = async (body: object) => {
      const answer = await post('/billing/checkout/gift/', buyer.token, body)
      expect(answer.statusCode, answer.body).toBe(400)
      return Object.keys(answer.json().details as object)
    }
    const good = filmGift(newRecipient())
    expect(await wrong({ ...good, recipient_email: 'not-an-address' })).toEqual(['recipient_email'])
    expect(await wrong({ ...good, deliver_on: '2020-01-01' })).toEqual(['deliver_on'])
    expect(await wrong({ ...good, deliver_on: '2030-02-31' })).toEqual(['deliver_on'])
    expect(await wrong({ ...good, price: 'nope' })).toEqual(['price'])
    expect(await wrong({ ...good, bundle: 'nope' })).toEqual(['bundle'])
    const noPrice = { ...good, price: undefined }
    expect(await wrong(noPrice)).toEqual(['price'])
    expect(await wrong({ ...noPrice, plan, months: 2 })).toEqual(['months'])
    expect(await wrong({ ...good, message: 'x'.repeat(1001) })).toEqual(['message'])
    const signedOut = await t.app.inject({
      method: 'POST',
      url: `${API_BASE}/billing/checkout/gift/`,
      headers: { host: 'localhost' },
      payload: good,
    })
    expect(signedOut.statusCode).toBe(401)
  })
})
