import type { Kysely } from 'kysely'
import type { Database } from '../../../db/schema.ts'

/** What Vitrine keeps of Stripe: customers, the prices of plans, applied webhook events. */
type Db = Kysely<Database>

export async function findCustomerId(
  db: Db,
  websiteUid: string,
  userUid: string,
): Promise<string | undefined> {
  const row = await db
    .selectFrom('stripe_customers')
    .select('customer_id')
    .where('website_uid', '=', websiteUid)
    .where('user_uid', '=', userUid)
    .executeTakeFirst()
  return row?.customer_id
}

/** Keeps the first customer stored for the user; a concurrent second insert changes nothing. */
export async function insertCustomer(
  db: Db,
  websiteUid: string,
  userUid: string,
  customerId: string,
): Promise<void> {
  await db
    .insertInto('stripe_customers')
    .values({
      website_uid: websiteUid,
      user_uid: userUid,
      customer_id: customerId,
      created_at: new Date().toISOString(),
    })
    .onConflict((conflict) => conflict.doNothing())
    .execute()
}

/** The website and user a Stripe customer was made for. */
export async function findCustomerOwner(db: Db, customerId: string) {
  return db
    .selectFrom('stripe_customers')
    .select(['website_uid', 'user_uid'])
    .where('customer_id', '=', customerId)
    .executeTakeFirst()
}

export async function findPromotionCodesAllowed(db: Db, websiteUid: string): Promise<boolean> {
  const row = await db
    .selectFrom('websites')
    .select('promotion_codes_allowed')
    .where('uid', '=', websiteUid)
    .executeTakeFirst()
  return Boolean(row?.promotion_codes_allowed)
}

export async function setPromotionCodesAllowed(
  db: Db,
  websiteUid: string,
  allowed: boolean,
): Promise<void> {
  await db
    .updateTable('websites')
    .set({ promotion_codes_allowed: allowed ? 1 : 0 })
    .where('uid', '=', websiteUid)
    .execute()
}

/** The website's plans with what a Stripe price is made from. */
export async function findPlansForStripe(db: Db, websiteUid: string, planUid?: string) {
  let query = db
    .selectFrom('plans')
    .select(['uid', 'name', 'description', 'amount', 'interval', 'trial_days'])
    .where('website_uid', '=', websiteUid)
  if (planUid) query = query.where('uid', '=', planUid)
  return query.orderBy('position').orderBy('amount').execute()
}

export async function setTrialDays(
  db: Db,
  websiteUid: string,
  planUid: string,
  days: number,
): Promise<boolean> {
  const result = await db
    .updateTable('plans')
    .set({ trial_days: days })
    .where('website_uid', '=', websiteUid)
    .where('uid', '=', planUid)
    .executeTakeFirst()
  return result.numUpdatedRows > 0n
}

export async function findPlanPrices(db: Db, websiteUid: string, planUid: string) {
  return db
    .selectFrom('stripe_prices')
    .selectAll()
    .where('website_uid', '=', websiteUid)
    .where('plan_uid', '=', planUid)
    .orderBy('created_at')
    .execute()
}

export interface NewPlanPrice {
  priceId: string
  websiteUid: string
  planUid: string
  productId: string
  amount: number
  currency: string
  interval: string
}

export async function insertPlanPrice(db: Db, price: NewPlanPrice): Promise<void> {
  await db
    .insertInto('stripe_prices')
    .values({
      price_id: price.priceId,
      website_uid: price.websiteUid,
      plan_uid: price.planUid,
      product_id: price.productId,
      amount: price.amount,
      currency: price.currency,
      interval: price.interval,
      active: 1,
      created_at: new Date().toISOString(),
    })
    .onConflict((conflict) => conflict.column('price_id').doUpdateSet({ active: 1 }))
    .execute()
}

export async function deactivatePlanPrice(db: Db, priceId: string): Promise<void> {
  await db.updateTable('stripe_prices').set({ active: 0 }).where('price_id', '=', priceId).execute()
}

/** The plan a Stripe price was made for, on this website. */
export async function findPlanOfPrice(
  db: Db,
  websiteUid: string,
  priceId: string,
): Promise<string | undefined> {
  const row = await db
    .selectFrom('stripe_prices')
    .select('plan_uid')
    .where('website_uid', '=', websiteUid)
    .where('price_id', '=', priceId)
    .executeTakeFirst()
  return row?.plan_uid
}

export async function isEventApplied(db: Db, eventId: string): Promise<boolean> {
  const row = await db
    .selectFrom('stripe_events')
    .select('event_id')
    .where('event_id', '=', eventId)
    .executeTakeFirst()
  return row !== undefined
}

/**
 * Records a webhook event as applied; false when it already was. Called inside the transaction
 * of the event's effect: on PostgreSQL a concurrent delivery waits on the key, then sees it.
 */
export async function recordEvent(
  db: Db,
  event: { id: string; type: string },
  websiteUid: string | null,
  now: Date,
): Promise<boolean> {
  const result = await db
    .insertInto('stripe_events')
    .values({
      event_id: event.id,
      website_uid: websiteUid,
      type: event.type,
      applied_at: now.toISOString(),
    })
    .onConflict((conflict) => conflict.column('event_id').doNothing())
    .executeTakeFirst()
  return (result.numInsertedOrUpdatedRows ?? 0n) > 0n
}
