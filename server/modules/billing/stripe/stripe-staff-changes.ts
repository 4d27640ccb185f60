import { randomUUID } from 'node:crypto'
import type { Kysely } from 'kysely'
import type { Database } from '../../../db/schema.ts'
import { saveProviderSubscription } from '../grants-repo.ts'
import type { PlanSwitch, StoredSubscription } from '../payment-provider.ts'
import type { StripeApi, StripeSubscription } from './stripe-client.ts'
import { planPrice } from './stripe-plans.ts'
import { subscriptionState } from './stripe-state.ts'

/*
 * What staff change in a Stripe subscription (issue 47 part 4): ended now (a DELETE, no final
 * invoice, nothing refunded); free months as a trial to the new date (`trial_end`, no
 * proration: nothing is charged until then); another price, the rest of the period prorated
 * (`create_prorations` as of the preview's `proration_date`: Stripe adds the difference to the
 * next invoice, or the customer's balance when it is a credit).
 */

const ENDED = ['canceled', 'incomplete_expired']
const unix = (at: string | Date) => Math.floor(new Date(at).getTime() / 1000)

function idOf(subscription: StoredSubscription): string {
  const id = subscription.providerSubscriptionId
  if (!id) throw new Error(`Subscription ${subscription.uid} is not billed by Stripe`)
  return id
}

async function save(
  db: Kysely<Database>,
  owner: StoredSubscription,
  updated: StripeSubscription | null,
): Promise<boolean> {
  if (!updated) return false
  await saveProviderSubscription(db, owner, subscriptionState(updated))
  return true
}

export async function cancelStripeNow(
  api: StripeApi,
  db: Kysely<Database>,
  subscription: StoredSubscription,
): Promise<boolean> {
  const id = idOf(subscription)
  const current = await api.findSubscription(id)
  if (!current || ENDED.includes(current.status)) return false
  await api.cancelSubscription(id)
  return save(db, subscription, await api.findSubscription(id))
}

export async function extendStripe(
  api: StripeApi,
  db: Kysely<Database>,
  subscription: StoredSubscription,
  end: string,
): Promise<boolean> {
  const id = idOf(subscription)
  const params = { trial_end: unix(end), proration_behavior: 'none' as const }
  const updated = await api.updateSubscription(id, params, `vitrine-comp-${randomUUID()}`)
  return save(db, subscription, updated)
}

export async function stripePeriod(
  api: StripeApi,
  subscription: StoredSubscription,
): Promise<{ start: string; end: string } | null> {
  const current = await api.findSubscription(idOf(subscription))
  const item = current?.items.data[0]
  if (!item) return null
  const iso = (seconds: number) => new Date(seconds * 1000).toISOString()
  return { start: iso(item.current_period_start), end: iso(item.current_period_end) }
}

export async function switchStripe(
  api: StripeApi,
  db: Kysely<Database>,
  subscription: StoredSubscription,
  change: PlanSwitch,
): Promise<boolean> {
  const id = idOf(subscription)
  const current = await api.findSubscription(id)
  const item = current?.items.data[0]
  if (!current || !item || ENDED.includes(current.status)) return false
  const price = await planPrice(db, api, change.website, change.plan.uid)
  const params = {
    items: [{ id: item.id, price: price.priceId }],
    proration_behavior: 'create_prorations' as const,
    proration_date: unix(change.prorationDate),
    // Webhooks read the plan from the metadata: it names the new one from now on.
    metadata: { plan_uid: change.plan.uid },
  }
  const updated = await api.updateSubscription(id, params, `vitrine-switch-${randomUUID()}`)
  return save(db, { ...subscription, planUid: change.plan.uid }, updated)
}
