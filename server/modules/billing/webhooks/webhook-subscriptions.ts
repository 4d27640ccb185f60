import type { Kysely } from 'kysely'
import type { Database } from '../../../db/schema.ts'
import type { StripeEventNotice, StripeSubscription } from '../stripe/stripe-client.ts'
import {
  findProviderSubscription,
  findProviderSubscriptionUid,
  saveProviderSubscription,
  type SubscriptionOwner,
} from '../grants-repo.ts'
import { findRecipient } from '../checkout/receipt-repo.ts'
import { mailRenewalFailure, mailSubscriptionEnded } from '../checkout/receipts.ts'
import { findPlan } from '../repo.ts'
import { findCustomerOwner, findPlanOfPrice } from '../stripe/stripe-repo.ts'
import {
  invoiceSubscriptionId,
  subscriptionParties,
  subscriptionState,
} from '../stripe/stripe-state.ts'
import type { WebhookContext, WebhookHandler } from './webhook-context.ts'
import { applyOnce } from './webhook-ledger.ts'
import { recordRenewal } from './webhook-renewals.ts'
import { startGrace } from '../renewals/grace.ts'

/**
 * Subscription and invoice events: the subscription row follows Stripe's current status and
 * period. The user comes from the Stripe customer (one per user and website), the plan from
 * the price billed (a plan switched in the portal follows), metadata filling the gaps.
 */

type Owner = Omit<SubscriptionOwner, 'createdAt'>

async function ownerOf(
  db: Kysely<Database>,
  subscription: StripeSubscription,
): Promise<Owner | null> {
  const parties = subscriptionParties(subscription)
  const customer = parties.customerId && (await findCustomerOwner(db, parties.customerId))
  const websiteUid = customer ? customer.website_uid : parties.websiteUid
  const userUid = customer ? customer.user_uid : parties.userUid
  if (!websiteUid || !userUid) return null
  const priced = parties.priceId && (await findPlanOfPrice(db, websiteUid, parties.priceId))
  const planUid = priced || parties.planUid
  // Never write a row for a user or a plan this website does not have.
  if (!planUid || !(await findPlan(db, websiteUid, planUid))) return null
  if (!customer && !(await findRecipient(db, websiteUid, userUid))) return null
  return { websiteUid, userUid, planUid, orderUid: parties.orderUid }
}

/** What Stripe makes of a subscription whose renewal it could not charge, once it stops trying. */
const GIVEN_UP = new Set(['canceled', 'unpaid'])

/**
 * Writes the subscription as Stripe has it now, and whatever else the event brings (`also`, in
 * the same transaction, once); answers its owner when this event applied, and whether it ended
 * a subscription whose renewal had failed (Stripe's retries over).
 */
async function syncSubscription(
  context: WebhookContext,
  event: StripeEventNotice,
  subscriptionId: string,
  also?: (trx: Kysely<Database>, owner: Owner) => Promise<void>,
): Promise<(Owner & { endedUnpaid: boolean }) | null> {
  const subscription = await context.api.findSubscription(subscriptionId)
  const owner = subscription && (await ownerOf(context.db, subscription))
  if (!subscription || !owner) return null
  const state = subscriptionState(subscription)
  const createdAt = context.now.toISOString()
  let endedUnpaid = false
  const applied = await applyOnce(context.db, event, owner.websiteUid, context.now, async (trx) => {
    const before = await findProviderSubscription(trx, owner.websiteUid, subscription.id)
    endedUnpaid = before?.status === 'past_due' && GIVEN_UP.has(state.status)
    await saveProviderSubscription(trx, { ...owner, createdAt }, state)
    // Stripe moved the period on when the renewal failed: its grace days start now.
    if (state.status === 'past_due') {
      await startGrace(trx, owner.websiteUid, { providerId: subscription.id }, context.now)
    }
    await also?.(trx, owner)
  })
  return applied ? { ...owner, endedUnpaid } : null
}

/**
 * customer.subscription.created, .updated and .deleted, in whatever order they come. When Stripe
 * ends a subscription whose renewal failed (its retries over), the subscriber is told, once.
 */
export const subscriptionChanged: WebhookHandler = async (context, event) => {
  const owner = await syncSubscription(context, event, event.objectId)
  if (owner?.endedUnpaid) await mailSubscriptionEnded(context, owner)
}

/** invoice.paid: a renewal moved the period on, and its charge is an order (webhook-renewals). */
export const invoicePaid: WebhookHandler = async (context, event) => {
  const invoice = await context.api.findInvoice(event.objectId)
  const subscriptionId = invoice && invoiceSubscriptionId(invoice)
  if (!invoice || !subscriptionId) return
  await syncSubscription(context, event, subscriptionId, (trx, owner) =>
    recordRenewal(trx, owner, invoice, subscriptionId, context.now),
  )
}

/** invoice.payment_failed: the status drops (past_due), and a failed renewal is mailed once. */
export const invoicePaymentFailed: WebhookHandler = async (context, event) => {
  const invoice = await context.api.findInvoice(event.objectId)
  const subscriptionId = invoice && invoiceSubscriptionId(invoice)
  if (!invoice || !subscriptionId) return
  const owner = await syncSubscription(context, event, subscriptionId)
  // A first payment failing happens in front of the buyer, on Checkout: no mail for that.
  if (!owner || invoice.billing_reason !== 'subscription_cycle') return
  const subscriptionUid = await findProviderSubscriptionUid(
    context.db,
    owner.websiteUid,
    subscriptionId,
  )
  if (!subscriptionUid) return
  await mailRenewalFailure(context, { ...owner, subscriptionUid, amount: invoice.amount_due })
}
