import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DIALECTS } from '../../../test/support/database.ts'
import { startTestApp, type TestApp } from '../../../test/support/app.ts'
import { createUser, createWebsite } from '../../../test/support/fixtures.ts'
import { sentMails } from '../../../test/support/sent-mails.ts'
import { newUid } from '../../db/uid.ts'
import { addOrder } from '../billing/test-fixtures.ts'
import { HOUR_MS } from '../../lib/time-units.ts'
import { mailParts } from '../../mail/mail-parts.ts'
import { sendCheckoutReminders, type ReminderDeps } from './checkout-reminders.ts'

const START = new Date('2026-03-02T10:00:00.000Z')
const hoursLater = (hours: number) => new Date(START.getTime() + hours * HOUR_MS)

describe.each(DIALECTS)('abandoned-checkout reminders on %s', (dialect) => {
  let t: TestApp
  let websiteUid: string
  let deps: ReminderDeps

  beforeAll(async () => {
    t = await startTestApp(dialect)
    websiteUid = await createWebsite(t.database.db, { name: 'Ciné Club', hosts: ['shop.test'] })
    await t.database.db
      .updateTable('websites')
      .set({ checkout_reminder_enabled: 1, checkout_reminder_delay_hours: 24 })
      .where('uid', '=', websiteUid)
      .execute()
    deps = { db: t.database.db, mailer: () => t.app.mailer, secretKey: t.config.secretKey }
  })
  afterAll(() => t.close())

  async function customer(consent: boolean) {
    const user = await createUser(t.database.db, websiteUid)
    const at = consent ? START.toISOString() : null
    await t.database.db
      .updateTable('users')
      .set({ marketing_consent_at: at })
      .where('uid', '=', user.uid)
      .execute()
    return user
  }

  async function order(
    userUid: string,
    options: { itemUid?: string; status?: 'open' | 'paid'; at?: Date; language?: string } = {},
  ) {
    const itemUid = options.itemUid ?? newUid()
    const at = (options.at ?? START).toISOString()
    const uid = await addOrder(t.database.db, websiteUid, {
      userUid,
      status: options.status ?? 'open',
      lines: [{ label: 'Le Voyage', amount: 1200, item_uid: itemUid }],
      createdAt: at,
      language: options.language ?? 'fr',
    })
    return { uid, itemUid }
  }

  const mailsTo = async (email: string) =>
    (await sentMails(t, { to: email })).filter((mail) => mail.includes('List-Unsubscribe:'))

  it('mails one reminder after the delay, in the order’s language, with its unsubscribe link', async () => {
    const buyer = await customer(true)
    await order(buyer.uid, { language: 'en' })
    await sendCheckoutReminders(deps, hoursLater(23))
    expect(await mailsTo(buyer.email)).toHaveLength(0)
    await sendCheckoutReminders(deps, hoursLater(25))
    const [mail] = await mailsTo(buyer.email)
    expect(mail).toContain('Subject: Your order is waiting on Ciné Club')
    expect(mail).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click')
    const { text } = mailParts(mail!)
    expect(text).toContain('- Le Voyage: €12.00')
    expect(text).toContain('http://localhost:3000/')
    await sendCheckoutReminders(deps, hoursLater(30))
    expect(await mailsTo(buyer.email)).toHaveLength(1)
  })

  it('never reminds a customer who did not accept marketing mail', async () => {
    const buyer = await customer(false)
    await order(buyer.uid)
    await sendCheckoutReminders(deps, hoursLater(25))
    expect(await mailsTo(buyer.email)).toHaveLength(0)
  })

  it('never reminds a customer who paid a later order for the same item', async () => {
    const buyer = await customer(true)
    const left = await order(buyer.uid)
    await order(buyer.uid, { itemUid: left.itemUid, status: 'paid', at: hoursLater(1) })
    await sendCheckoutReminders(deps, hoursLater(25))
    expect(await mailsTo(buyer.email)).toHaveLength(0)
  })

  it('reminds the same cart once, even left twice and run by two processes at once', async () => {
    const buyer = await customer(true)
    const first = await order(buyer.uid)
    await order(buyer.uid, { itemUid: first.itemUid, at: hoursLater(1) })
    const counts = await Promise.all([
      sendCheckoutReminders(deps, hoursLater(26)),
      sendCheckoutReminders(deps, hoursLater(26)),
    ])
    expect(await mailsTo(buyer.email)).toHaveLength(1)
    expect(counts.reduce((a, b) => a + b, 0)).toBe(1)
    await sendCheckoutReminders(deps, hoursLater(40))
    expect(await mailsTo(buyer.email)).toHaveLength(1)
  })

  it('sends nothing while the website has reminders off', async () => {
    const other = await createWebsite(t.database.db, { hosts: ['off.test'] })
    const buyer = await createUser(t.database.db, other)
    await t.database.db
      .updateTable('users')
      .set({ marketing_consent_at: START.toISOString() })
      .where('uid', '=', buyer.uid)
      .execute()
    await addOrder(t.database.db, other, {
      userUid: buyer.uid,
      status: 'open',
      lines: [{ label: 'X', amount: 100, item_uid: newUid() }],
      createdAt: START.toISOString(),
    })
    await sendCheckoutReminders(deps, hoursLater(25))
    expect(await mailsTo(buyer.email)).toHaveLength(0)
  })
})
