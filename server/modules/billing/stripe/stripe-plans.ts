import { createHash } from 'node:crypto'
import type { Kysely } from 'kysely'
import type { Database } from '../../../db/schema.ts'
import type { Website } from '../../websites/service.ts'
import type { StripeApi } from './stripe-client.ts'
import {
  deactivatePlanPrice,
  findPlanPrices,
  findPlansForStripe,
  insertPlanPrice,
} from './stripe-repo.ts'

/**
 * Keeps a Stripe Product per plan and one active recurring Price matching the plan's amount,
 * the website's currency and the plan's interval, checked again at every subscription checkout
 * (`planPrice`) and by the admin command. The database is the truth: a changed amount or currency
 * makes a new Price (Stripe prices cannot change) and archives the old one; subscribers keep the
 * price they signed for.
 */

type Db = Kysely<Database>
type Plan = Awaited<ReturnType<typeof findPlansForStripe>>[number]
type WantedPrice = { amount: number; currency: string; interval: 'month' | 'year' }

export interface PlanPrice {
  planUid: string
  name: string
  priceId: string
  trialDays: number
  /** Whether this sync made the price. */
  created: boolean
  /** Prices this sync archived. */
  archived: string[]
}

/**
 * The key a plan's new price is made with. Two checkouts racing to make the same price share it,
 * so Stripe makes one. It also counts the prices the plan already has: going back to an earlier
 * amount or currency (eur, then chf, then eur again) makes a new price, where the key of the
 * first would have Stripe answer, for 24 hours, the price archived since, which Checkout refuses.
 */
function priceKey(planUid: string, known: number, wanted: WantedPrice): string {
  return `vitrine-price-${planUid}-${known}-${wanted.amount}-${wanted.currency}-${wanted.interval}`
}

const digest = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 16)
const interval = (plan: Plan): 'month' | 'year' => (plan.interval === 'year' ? 'year' : 'month')

async function productOf(
  db: Db,
  api: StripeApi,
  website: Website,
  plan: Plan,
  refresh: boolean,
): Promise<string> {
  const known = (await findPlanPrices(db, website.uid, plan.uid))[0]?.product_id
  const details = { name: plan.name, description: plan.description || undefined }
  if (!known) {
    const metadata = { website_uid: website.uid, plan_uid: plan.uid }
    return api.createProduct({ ...details, metadata }, `vitrine-product-${website.uid}-${plan.uid}`)
  }
  if (refresh) {
    const key = `vitrine-product-${known}-${digest(JSON.stringify(details))}`
    await api.updateProduct(known, { name: plan.name, description: plan.description || '' }, key)
  }
  return known
}

async function syncPlan(
  db: Db,
  api: StripeApi,
  website: Website,
  plan: Plan,
  refresh: boolean,
): Promise<PlanPrice> {
  const currency = website.settings.monetization_currency
  const wanted: WantedPrice = { amount: plan.amount, currency, interval: interval(plan) }
  const productId = await productOf(db, api, website, plan, refresh)
  const prices = await findPlanPrices(db, website.uid, plan.uid)
  const matches = (p: (typeof prices)[number]) =>
    p.active === 1 &&
    p.amount === wanted.amount &&
    p.currency === wanted.currency &&
    p.interval === wanted.interval
  let current = prices.find(matches)?.price_id
  const created = !current
  if (!current) {
    current = await api.createPrice(
      {
        product: productId,
        unit_amount: wanted.amount,
        currency,
        recurring: { interval: wanted.interval },
        metadata: { website_uid: website.uid, plan_uid: plan.uid },
      },
      priceKey(plan.uid, prices.length, wanted),
    )
    await insertPlanPrice(db, {
      ...wanted,
      priceId: current,
      productId,
      websiteUid: website.uid,
      planUid: plan.uid,
    })
  }
  const archived: string[] = []
  for (const old of prices.filter((p) => p.active === 1 && p.price_id !== current)) {
    await api.archivePrice(old.price_id, `vitrine-archive-${old.price_id}`)
    await deactivatePlanPrice(db, old.price_id)
    archived.push(old.price_id)
  }
  return {
    planUid: plan.uid,
    name: plan.name,
    priceId: current,
    trialDays: plan.trial_days,
    created,
    archived,
  }
}

/** Syncs every plan of the website (the admin command): names, descriptions and prices. */
export async function syncPlans(db: Db, api: StripeApi, website: Website): Promise<PlanPrice[]> {
  const synced: PlanPrice[] = []
  for (const plan of await findPlansForStripe(db, website.uid)) {
    synced.push(await syncPlan(db, api, website, plan, true))
  }
  return synced
}

/** The Stripe price to subscribe to a plan with, made first if the plan has none yet. */
export async function planPrice(
  db: Db,
  api: StripeApi,
  website: Website,
  planUid: string,
): Promise<PlanPrice> {
  const [plan] = await findPlansForStripe(db, website.uid, planUid)
  if (!plan) throw new Error(`Plan ${planUid} is not a plan of website ${website.uid}`)
  return syncPlan(db, api, website, plan, false)
}
