import type { Kysely } from 'kysely'
import type { Currency } from '../../../contract/schemas/website.ts'
import type { Database } from '../../db/schema.ts'
import type { JobType } from '../../jobs/job-queue.ts'
import { DAY_MS, HOUR_MS } from '../../lib/time-units.ts'
import type { Language } from '../../lib/chosen-language.ts'
import type { Mailer } from '../../mail/mailer.ts'
import type { OrderLine } from '../billing/order.ts'
import { findItemSlug } from '../catalogue/item-service.ts'
import { marketingSender, sendMarketingMail, type MarketingSender } from './marketing-mail.ts'
import { reminderMail } from './reminder-mail.ts'
import {
  claimReminder,
  findLinesPaidSince,
  findRemindingWebsites,
  findUnpaidOrders,
  type UnpaidOrderRow,
} from './reminder-repo.ts'

/** The repeated job that mails abandoned-checkout reminders. */
export const CHECKOUT_REMINDER_JOB = 'checkout-reminders'

/** How often it looks: a reminder goes at most this late after its delay. */
export const CHECKOUT_REMINDER_EVERY_MS = HOUR_MS / 4

/**
 * Orders left longer than this past their delay are not reminded: turning reminders on never
 * mails customers about carts they left months ago.
 */
const REMINDER_WINDOW_MS = 7 * DAY_MS

/** What the reminders need: the database, the mail queue, the key their links are signed with. */
export interface ReminderDeps {
  db: Kysely<Database>
  mailer: () => Mailer
  secretKey: string
}

/** What an order buys, as a key: the same things in another order give the same key. */
function thingsOf(lines: OrderLine[]): string[] {
  const things = lines.map((line) =>
    line.bundle_uid
      ? `bundle:${line.bundle_uid}`
      : line.plan_uid
        ? `plan:${line.plan_uid}`
        : `item:${line.item_uid ?? line.price_uid ?? line.label}`,
  )
  return [...new Set(things)].sort()
}

/** Whether orders paid since contain everything this one would have bought. */
async function paidSince(deps: ReminderDeps, websiteUid: string, order: UnpaidOrderRow) {
  const paid = await findLinesPaidSince(deps.db, websiteUid, order.user_uid, order.created_at)
  const bought = new Set(paid.flatMap((lines) => thingsOf(JSON.parse(lines) as OrderLine[])))
  return thingsOf(JSON.parse(order.lines) as OrderLine[]).every((thing) => bought.has(thing))
}

/** The item's page when the order is for one item (or its first one), else the home page. */
async function linkOf(deps: ReminderDeps, sender: MarketingSender, lines: OrderLine[]) {
  const itemUid = lines.find((line) => line.item_uid && !line.bundle_uid)?.item_uid
  const slug = itemUid ? await findItemSlug(deps.db, sender.uid, itemUid) : undefined
  return slug ? `${sender.publicUrl}/${encodeURIComponent(slug)}` : `${sender.publicUrl}/`
}

/** Claims the order's reminder and queues its mail in one transaction: both or neither. */
async function remind(
  deps: ReminderDeps,
  sender: MarketingSender,
  order: UnpaidOrderRow,
  now: Date,
) {
  const lines = JSON.parse(order.lines) as OrderLine[]
  // A renewal's order is the provider's, not a checkout the customer left.
  if (lines.length === 0 || lines.some((line) => line.subscription_id)) return false
  if (await paidSince(deps, sender.uid, order)) return false
  const link = await linkOf(deps, sender, lines)
  const language: Language = order.language === 'en' ? 'en' : 'fr'
  const mail = reminderMail(
    {
      siteName: sender.name,
      firstName: order.first_name,
      lines: lines.map(({ label, amount }) => ({ label, amount })),
      total: order.total,
      currency: order.currency as Currency,
      link,
    },
    language,
  )
  return deps.db.transaction().execute(async (trx) => {
    const claim = {
      order_uid: order.uid,
      website_uid: sender.uid,
      user_uid: order.user_uid,
      lines_key: thingsOf(lines).join(' '),
    }
    if (!(await claimReminder(trx, claim, now))) return false
    const recipient = { ...order, uid: order.user_uid }
    return sendMarketingMail(deps.mailer(), sender, recipient, mail)
  })
}

/**
 * Mails one reminder per unpaid cart of a signed-in customer who accepts marketing mail, once its
 * website's delay has passed as of `now`: never twice for an order or the same lines (the claim
 * is a key, so two processes or a second run send nothing more), never once they paid a later
 * order for the same things. Answers how many were queued.
 */
export async function sendCheckoutReminders(deps: ReminderDeps, now: Date): Promise<number> {
  let sent = 0
  for (const website of await findRemindingWebsites(deps.db)) {
    const before = now.getTime() - website.checkout_reminder_delay_hours * HOUR_MS
    const after = new Date(before - REMINDER_WINDOW_MS).toISOString()
    const sender = marketingSender(website, deps.secretKey)
    const orders = await findUnpaidOrders(
      deps.db,
      website.uid,
      after,
      new Date(before).toISOString(),
    )
    for (const order of orders) {
      if (await remind(deps, sender, order, now)) sent += 1
    }
  }
  return sent
}

/** sendCheckoutReminders every CHECKOUT_REMINDER_EVERY_MS, as of the run's start. */
export function checkoutReminderJob(deps: ReminderDeps): JobType {
  return {
    attempts: 1,
    async run(_data, run) {
      await sendCheckoutReminders(deps, new Date(run.startedAt))
    },
  }
}
