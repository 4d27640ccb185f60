import type { Kysely } from 'kysely'
import type { FastifyBaseLogger } from 'fastify'
import type {
  AdminCustomerSubscription,
  AdminSubscriptionSwitch,
  AdminSubscriptionSwitched,
  AdminSubscriptionSwitchPreview,
} from '../../../../contract/schemas/admin-subscriptions.ts'
import {
  SWITCH_PREVIEW_MAX_AGE_MS,
  type SubscriptionCancelWhen,
} from '../../../../contract/values/admin-subscriptions.ts'
import type { Config } from '../../../config.ts'
import type { Database } from '../../../db/schema.ts'
import { conflict, invalidField, notFound } from '../../../errors.ts'
import type { Mailer } from '../../../mail/mailer.ts'
import type { Viewer } from '../../auth/viewer.ts'
import { LIVE_SUBSCRIPTION_STATUSES, PAST_DUE } from '../../access/live-subscription.ts'
import { recordChange } from '../../audit-log/service.ts'
import type { Website } from '../../websites/service.ts'
import { monthsAfter } from '../checkout/fulfilment.ts'
import type { PaymentProvider, StoredSubscription } from '../payment-provider.ts'
import { PAUSED } from '../pause/paused-status.ts'
import { providerOfSubscription } from '../provider.ts'
import { latestOrderLanguage } from '../repo.ts'
import { prorate, wholeSecond } from './proration.ts'
import {
  findCustomerSubscription,
  findCustomerSubscriptions,
  findSubscriberContact,
  findSwitchPlan,
  type CustomerSubscriptionRow,
} from './repo.ts'
import { mailStaffChange, type StaffChange } from './staff-change-mail.ts'

/** Where staff change a customer's subscription: the website, who, and what mails the customer. */
export interface SubscriptionScope {
  db: Kysely<Database>
  config: Config
  mailer: Mailer
  log: FastifyBaseLogger
  website: Website
  staff: Viewer
}

/** The website as far as a subscription's currency goes: the site's when its order is gone. */
type SiteCurrency = Pick<Website, 'uid'> & {
  settings: Pick<Website['settings'], 'monetization_currency'>
}

const NO_SUBSCRIPTION = 'This customer has no subscription with this uid on this website.'
const ENDED = 'This subscription has ended.'

function toAdmin(row: CustomerSubscriptionRow, website: SiteCurrency): AdminCustomerSubscription {
  return {
    uid: row.uid,
    plan_uid: row.plan_uid,
    plan_name: row.plan_name,
    plan_amount: row.plan_amount,
    plan_interval: row.plan_interval,
    currency: row.order_currency ?? website.settings.monetization_currency,
    status: row.status,
    current_period_end: row.current_period_end,
    canceled_at: row.canceled_at,
    paused_at: row.paused_at,
    pause_resumes_at: row.pause_resumes_at,
    winback_accepted_at: row.winback_accepted_at,
    winback_percent_off: row.winback_percent_off,
    winback_amount_off: row.winback_amount_off,
    winback_months: row.winback_months,
    past_due_since: row.status === PAST_DUE ? row.past_due_since : null,
    grace_ends_at: row.status === PAST_DUE ? row.grace_ends_at : null,
    credit: row.credit,
  }
}

/** The customer's subscriptions on their page, newest first. */
export async function listCustomerSubscriptions(
  db: Kysely<Database>,
  website: SiteCurrency,
  userUid: string,
): Promise<AdminCustomerSubscription[]> {
  const rows = await findCustomerSubscriptions(db, website.uid, userUid)
  return rows.map((row) => toAdmin(row, website))
}

/** Whether it still opens (or, paused, will open) its plan's items: the access rule's words. */
function isOver(row: CustomerSubscriptionRow, now: Date): boolean {
  const at = now.toISOString()
  if (row.status === PAUSED) return false
  if (row.status === PAST_DUE) return !(row.grace_ends_at && row.grace_ends_at > at)
  return !(LIVE_SUBSCRIPTION_STATUSES.includes(row.status) && row.current_period_end > at)
}

interface Found {
  row: CustomerSubscriptionRow
  stored: StoredSubscription
  provider: PaymentProvider
}

async function subscriptionOf(
  scope: SubscriptionScope,
  userUid: string,
  uid: string,
  now: Date,
): Promise<Found> {
  const { db, website } = scope
  const row = await findCustomerSubscription(db, website.uid, userUid, uid)
  if (!row) throw notFound(NO_SUBSCRIPTION)
  if (isOver(row, now)) throw conflict(ENDED)
  const stored: StoredSubscription = {
    uid: row.uid,
    websiteUid: website.uid,
    userUid,
    planUid: row.plan_uid,
    orderUid: row.order_uid,
    createdAt: row.created_at,
    providerSubscriptionId: row.provider_subscription_id,
  }
  const provider = providerOfSubscription(scope.config, db, stored)
  if (!provider) {
    throw conflict('This subscription is billed through Stripe, which this website no longer uses.')
  }
  return { row, stored, provider }
}

/** What the audit log keeps of a subscription. */
const audited = (row: AdminCustomerSubscription, userUid: string) => ({
  user_uid: userUid,
  plan_uid: row.plan_uid,
  plan_name: row.plan_name,
  status: row.status,
  current_period_end: row.current_period_end,
  canceled_at: row.canceled_at,
  credit: row.credit,
})

/** After a change: the row as it now is, audited against `before`, and the customer mailed. */
async function finish(
  scope: SubscriptionScope,
  userUid: string,
  before: CustomerSubscriptionRow,
  change: (after: AdminCustomerSubscription) => StaffChange,
): Promise<AdminCustomerSubscription> {
  const { db, website, staff } = scope
  const row = await findCustomerSubscription(db, website.uid, userUid, before.uid)
  if (!row) throw notFound(NO_SUBSCRIPTION)
  const after = toAdmin(row, website)
  await recordChange(
    db,
    { websiteUid: website.uid, staffUserUid: staff.uid },
    {
      action: 'update',
      resource: 'subscription',
      recordUid: before.uid,
      before: audited(toAdmin(before, website), userUid),
      after: { ...audited(after, userUid), change: change(after).kind },
    },
  )
  const contact = await findSubscriberContact(db, website.uid, userUid)
  if (contact) {
    const language = await latestOrderLanguage(db, website.uid, userUid)
    // Changed whatever becomes of the notice: a queue outage is only logged.
    await mailStaffChange(
      scope.mailer,
      website,
      contact,
      after.plan_name,
      change(after),
      language,
    ).catch((error: unknown) => scope.log.error({ err: error }, 'subscription change mail failed'))
  }
  return after
}

const refused = () => conflict('The payment provider refused this change.')

/**
 * POST …/cancel/: at the end of the period paid for (renewal stops, access lasts; …/resume/
 * undoes it), or now (access ends at once; nothing is refunded unless the staff refund an order).
 */
export async function cancelCustomerSubscription(
  scope: SubscriptionScope,
  userUid: string,
  uid: string,
  when: SubscriptionCancelWhen,
  now = new Date(),
): Promise<AdminCustomerSubscription> {
  const { row, stored, provider } = await subscriptionOf(scope, userUid, uid, now)
  const { db } = scope
  if (when === 'now') {
    if (!(await provider.cancelNow(db, stored, now))) throw refused()
    return finish(scope, userUid, row, () => ({ kind: 'cancel_now' }))
  }
  if (row.status === PAUSED) throw conflict('This subscription is paused: end the pause first.')
  if (row.canceled_at !== null) {
    throw conflict('This subscription is already cancelled at the end of its period.', 'when')
  }
  if (!(await provider.setCancelAtPeriodEnd(db, stored, true, now))) throw refused()
  return finish(scope, userUid, row, (after) => ({
    kind: 'cancel_period_end',
    until: after.current_period_end,
  }))
}

/** POST …/resume/: a cancellation at period end undone, while the period lasts. */
export async function resumeCustomerSubscription(
  scope: SubscriptionScope,
  userUid: string,
  uid: string,
  now = new Date(),
): Promise<AdminCustomerSubscription> {
  const { row, stored, provider } = await subscriptionOf(scope, userUid, uid, now)
  if (row.canceled_at === null) throw conflict('This subscription is not cancelled.')
  if (!(await provider.setCancelAtPeriodEnd(scope.db, stored, false, now))) throw refused()
  return finish(scope, userUid, row, (after) => ({
    kind: 'resume',
    renews: after.current_period_end,
  }))
}

/** Only a subscription that renews (active or in its trial, not cancelled) is extended or switched. */
function requireRenewing(row: CustomerSubscriptionRow) {
  if (!LIVE_SUBSCRIPTION_STATUSES.includes(row.status) || row.canceled_at !== null) {
    throw conflict('Only an active subscription that renews can be changed this way.')
  }
}

/** POST …/comp/: `months` free: the period (or trial) ends that much later, nothing charged. */
export async function compCustomerSubscription(
  scope: SubscriptionScope,
  userUid: string,
  uid: string,
  months: number,
  now = new Date(),
): Promise<AdminCustomerSubscription> {
  const { row, stored, provider } = await subscriptionOf(scope, userUid, uid, now)
  requireRenewing(row)
  const end = monthsAfter(new Date(row.current_period_end), months)
  if (!(await provider.extendPeriod(scope.db, stored, row.current_period_end, end))) {
    throw refused()
  }
  return finish(scope, userUid, row, (after) => ({
    kind: 'comp',
    months,
    until: after.current_period_end,
  }))
}

const interval = (value: string): 'month' | 'year' => (value === 'year' ? 'year' : 'month')

/** The switch's proration as of `at`, after the plan's checks (400 naming `plan_uid`). */
async function prorationOf(
  scope: SubscriptionScope,
  found: Found,
  planUid: string,
  at: Date,
): Promise<AdminSubscriptionSwitchPreview & { interval: 'month' | 'year' }> {
  const { row, stored, provider } = found
  requireRenewing(row)
  const plan = await findSwitchPlan(scope.db, scope.website.uid, planUid)
  if (!plan) throw invalidField('plan_uid', 'No plan of this website has this uid.')
  if (plan.uid === row.plan_uid) {
    throw invalidField('plan_uid', 'The subscription is already on this plan.')
  }
  if (plan.interval !== row.plan_interval) {
    throw invalidField('plan_uid', 'Switch to a plan billed as often as the current one.')
  }
  const currency = row.order_currency ?? scope.website.settings.monetization_currency
  if (currency !== scope.website.settings.monetization_currency) {
    throw invalidField(
      'plan_uid',
      `The subscription is billed in ${currency.toUpperCase()}, this plan is not.`,
    )
  }
  const period = await provider.currentPeriod(
    stored,
    row.current_period_end,
    interval(row.plan_interval),
  )
  if (!period) throw refused()
  // In a free trial nothing was paid, and nothing is owed for the rest of it.
  const { credit, charge, amount } =
    row.status === 'trialing'
      ? { credit: 0, charge: 0, amount: 0 }
      : prorate(row.plan_amount, plan.amount, period, at)
  return {
    plan_uid: plan.uid,
    plan_name: plan.name,
    currency,
    proration_date: at.toISOString(),
    credit,
    charge,
    amount,
    current_period_end: period.end,
    interval: interval(plan.interval),
  }
}

const withoutInterval = ({
  interval: _interval,
  ...preview
}: AdminSubscriptionSwitchPreview & { interval: unknown }): AdminSubscriptionSwitchPreview =>
  preview

/** GET …/switch-preview/: what switching to the plan charges or credits, as of now. */
export async function previewSwitch(
  scope: SubscriptionScope,
  userUid: string,
  uid: string,
  planUid: string,
  now = new Date(),
): Promise<AdminSubscriptionSwitchPreview> {
  const found = await subscriptionOf(scope, userUid, uid, now)
  return withoutInterval(await prorationOf(scope, found, planUid, wholeSecond(now)))
}

/** The preview's date, when the switch names one: within the last hour, not ahead. */
function prorationDateOf(body: AdminSubscriptionSwitch, now: Date): Date {
  if (body.proration_date === undefined) return wholeSecond(now)
  const at = new Date(body.proration_date)
  const age = now.getTime() - at.getTime()
  if (age < -1000 || age > SWITCH_PREVIEW_MAX_AGE_MS) {
    throw invalidField('proration_date', 'Preview the switch again: this preview is too old.')
  }
  return wholeSecond(at)
}

/**
 * POST …/switch/: the subscription bills the plan from now on, the rest of the period prorated
 * as the preview of the same `proration_date` said, to the cent.
 */
export async function switchCustomerSubscription(
  scope: SubscriptionScope,
  userUid: string,
  uid: string,
  body: AdminSubscriptionSwitch,
  now = new Date(),
): Promise<AdminSubscriptionSwitched> {
  const found = await subscriptionOf(scope, userUid, uid, now)
  const at = prorationDateOf(body, now)
  const proration = await prorationOf(scope, found, body.plan_uid, at)
  const change = {
    website: scope.website,
    plan: { uid: proration.plan_uid, name: proration.plan_name, interval: proration.interval },
    currency: proration.currency,
    prorationDate: at,
    amount: proration.amount,
  }
  if (!(await found.provider.switchPlan(scope.db, found.stored, change))) throw refused()
  const subscription = await finish(scope, userUid, found.row, (after) => ({
    kind: 'switch',
    from: found.row.plan_name,
    amount: proration.amount,
    currency: proration.currency,
    renews: after.current_period_end,
  }))
  return { subscription, proration: withoutInterval(proration) }
}
