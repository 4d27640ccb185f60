import type {
  CheckoutBody,
  CheckoutConfirmation,
  Coupon,
  DonationBody,
} from '../../../contract/schemas/billing.ts'
import type { Kysely } from 'kysely'
import type { Database } from '../../db/schema.ts'
import { newUid } from '../../db/uid.ts'
import { ErrorType } from '../../../contract/values/error-types.ts'
import { AppError, conflict, forbidden, invalidField, notFound } from '../../errors.ts'
import type { Viewer } from '../auth/viewer.ts'
import {
  couponTerms,
  discountOn,
  holdCouponSeat,
  usableCoupon,
  type CouponCheckout,
} from '../coupons/service.ts'
import { returnOrigin, type RequestOrigin, type Website } from '../websites/service.ts'
import {
  bundleOwnedAlready,
  ownedAlready,
  subscribedAlready,
  type Duplicate,
  type WantedAccess,
  type WantedBundle,
} from './checkout/duplicates.ts'
import { findBundlesForSale, type BundleForSale } from '../bundles/service.ts'
import type { Language } from '../../lib/chosen-language.ts'
import { accessLabel, donationLabel, subscriptionLabel } from './order-line-texts.ts'
import type { Order, OrderLine, OrderType } from './order.ts'
import {
  cancelOpenOrder,
  findOrder,
  findOrderBySession,
  findPlan,
  findPricesForSale,
  insertOrder,
  setOrderAmounts,
  setOrderSession,
  type PriceForSale,
} from './repo.ts'
import {
  claimCheckoutKey,
  findCheckoutKey,
  keepCheckoutUrl,
  type CheckoutKey,
  type ClaimedCheckoutKey,
} from './checkout/checkout-keys.ts'
import { settlePaidOrder, type SettlementContext } from './checkout/settlement.ts'
import { isUserSubscription } from './grants-repo.ts'
import { SANDBOX_PAYMENT } from './checkout/fulfilment.ts'
import { successPath } from './return-paths.ts'
import type { RedeemLimits } from './gifts/code-tries.ts'
import { CARD_NOT_FOR_PLANS, holdGiftCard, usableGiftCard } from './gift-cards/service.ts'

const SUBSCRIPTION_NOT_YOURS = 'This subscription is not one of yours.'

/** What the checkout routes work with: the database, mail and this deployment's provider. */
export type BillingContext = SettlementContext

export interface OrderDraft {
  type: OrderType
  lines: OrderLine[]
  tip: number
  message: string | null
  /** The coupon used (with its limit of orders) and what it takes off the lines (minor units). */
  coupon?: { uid: string; max_redemptions: number | null }
  discount?: number
  /** The gift card that pays what it can of the order (gift-cards/). */
  giftCard?: { uid: string }
  /** Rows that belong to the order (a gift's), written in the transaction that stores it. */
  alongside?: (trx: Kysely<Database>, orderUid: string) => Promise<void>
}

const REQUIRED = 'This field is required.'
const KEY_REUSED = 'This key was sent with another checkout: send a new key for each checkout.'

/** 409 naming the field that asked again for what the buyer already has. */
function refuseDuplicate(duplicate: Duplicate | null): void {
  if (duplicate) throw conflict(duplicate.message, duplicate.field)
}

export function requireMonetization(website: Website): void {
  if (!website.settings.monetization_enabled) {
    throw forbidden('Payments are not enabled on this website.')
  }
}

/** The order line of a price, once the price is known to be for sale. */
export function priceLine(price: PriceForSale, language: Language): OrderLine {
  if (!price.item_monetization_enabled) {
    throw invalidField('prices', `The item of price "${price.uid}" is not for sale.`)
  }
  return {
    label: `${price.item_name} — ${accessLabel(price.period, language)}`,
    amount: price.amount,
    price_uid: price.uid,
    item_uid: price.item_uid,
    period: price.period,
  }
}

/**
 * The order lines of a bundle: one per item, so each item's purchase, revenue and refund read
 * as any other; the bundle's amount is shared out among them to the last minor unit.
 */
export function bundleLines(bundle: BundleForSale, language: Language): OrderLine[] {
  const count = bundle.items.length
  const share = Math.floor(bundle.amount / count)
  const left = bundle.amount - share * count
  return bundle.items.map((item, index) => ({
    label: `${bundle.name} — ${item.name} — ${accessLabel(bundle.period, language)}`,
    amount: share + (index < left ? 1 : 0),
    bundle_uid: bundle.uid,
    bundle_name: bundle.name,
    item_uid: item.uid,
    period: bundle.period,
  }))
}

/** The lines of the bundles asked for, refusing unknown ones and those bringing nothing new. */
async function bundlesDraft(
  db: BillingContext['db'],
  website: Website,
  viewer: Viewer,
  uids: string[],
  pricedItems: Set<string>,
  language: Language,
): Promise<OrderLine[]> {
  if (uids.length === 0) return []
  const found = await findBundlesForSale(db, website.uid, { uids }, viewer)
  const lines: OrderLine[] = []
  const wanted: WantedBundle[] = []
  for (const uid of uids) {
    const bundle = found.find((candidate) => candidate.uid === uid)
    if (!bundle) {
      throw invalidField('bundles', `Invalid bundle "${uid}" - object does not exist.`)
    }
    const twice = bundle.items.find((item) => pricedItems.has(item.uid))
    if (twice) {
      throw invalidField('bundles', `"${twice.name}" is already in another line of this order.`)
    }
    for (const item of bundle.items) pricedItems.add(item.uid)
    lines.push(...bundleLines(bundle, language))
    wanted.push({
      name: bundle.name,
      items: bundle.items.map((item) => ({
        itemUid: item.uid,
        itemName: item.name,
        period: bundle.period,
        downloads: 0,
      })),
    })
  }
  refuseDuplicate(await bundleOwnedAlready(db, website.uid, viewer.uid, wanted, new Date()))
  return lines
}

async function pricesDraft(
  db: BillingContext['db'],
  website: Website,
  viewer: Viewer,
  body: CheckoutBody,
  language: Language,
) {
  const bundleUids = body.bundles ?? []
  const uids = body.prices ?? []
  if (uids.length === 0 && bundleUids.length === 0) throw invalidField('prices', REQUIRED)
  const tip = body.tip ?? 0
  if (tip > 0 && !website.settings.monetization_tips_enabled) {
    throw invalidField('tip', 'Tips are not enabled on this website.')
  }
  const found = new Map((await findPricesForSale(db, website.uid, uids)).map((p) => [p.uid, p]))
  const lines: OrderLine[] = []
  const wanted: WantedAccess[] = []
  for (const uid of uids) {
    const price = found.get(uid)
    if (!price) throw invalidField('prices', `Invalid price "${uid}" - object does not exist.`)
    if (wanted.some((access) => access.itemUid === price.item_uid)) {
      throw invalidField('prices', 'Choose at most one price per item.')
    }
    lines.push(priceLine(price, language))
    const downloads = price.downloadable_choices ?? 0
    wanted.push({
      itemUid: price.item_uid,
      itemName: price.item_name,
      period: price.period,
      downloads,
    })
  }
  refuseDuplicate(await ownedAlready(db, website.uid, viewer.uid, wanted, new Date()))
  const pricedItems = new Set(wanted.map((access) => access.itemUid))
  lines.push(...(await bundlesDraft(db, website, viewer, bundleUids, pricedItems, language)))
  return { type: 'prices', lines, tip, message: null } satisfies OrderDraft
}

async function subscriptionDraft(
  db: BillingContext['db'],
  website: Website,
  viewer: Viewer,
  body: CheckoutBody,
  language: Language,
): Promise<OrderDraft> {
  if (!body.subscription) throw invalidField('subscription', REQUIRED)
  const plan = await findPlan(db, website.uid, body.subscription)
  if (!plan) {
    throw invalidField(
      'subscription',
      `Invalid plan "${body.subscription}" - object does not exist.`,
    )
  }
  refuseDuplicate(await subscribedAlready(db, website.uid, viewer.uid, plan.uid, new Date()))
  const interval = plan.interval === 'year' ? 'year' : 'month'
  const label = subscriptionLabel(plan.name, interval, language)
  const trial = plan.trial_days > 0 ? { trial_days: plan.trial_days } : {}
  return {
    type: 'subscription',
    lines: [{ label, amount: plan.amount, plan_uid: plan.uid, interval, ...trial }],
    tip: 0,
    message: null,
  }
}

/** Where a buyer checks out from: the request's origin, and the language of their page. */
export type BuyerOrigin = RequestOrigin & { language: Language }

/**
 * Where a checkout comes from: the buyer's origin, and the page they come back to (their item;
 * the home page when the request names none).
 */
export type CheckoutFrom = BuyerOrigin & { returnPath?: string | undefined }

/**
 * Sends the buyer to pay an open order; an order asked for again gets the same session. An
 * order a gift card paid in full has nothing to pay: it settles at once, with no provider, and
 * the buyer goes straight to the success page.
 */
async function startPayment(
  context: BillingContext,
  website: Website,
  viewer: Viewer,
  order: Order,
  from: CheckoutFrom,
): Promise<string> {
  const origin = await returnOrigin(context.db, website, from)
  if (order.total === 0 && order.giftCardAmount > 0) {
    const sessionId = `card_${order.uid}`
    await setOrderSession(context.db, website.uid, order.uid, sessionId)
    await settlePaidOrder(context, website.uid, order.uid, SANDBOX_PAYMENT)
    return `${origin}${successPath(sessionId, from.returnPath ?? '/')}`
  }
  const session = await context.provider.createCheckout(
    order,
    { uid: viewer.uid, email: viewer.email },
    website,
    { origin, path: from.returnPath ?? '/' },
  )
  await setOrderSession(context.db, website.uid, order.uid, session.sessionId)
  return session.url
}

/**
 * The answer to a checkout sent again with its Idempotency-Key: where to pay the order the first
 * request opened. When that request stopped before the provider answered (its process died),
 * the provider is asked now: both providers open one session per order.
 */
async function answerAgain(
  context: BillingContext,
  website: Website,
  viewer: Viewer,
  claimed: ClaimedCheckoutKey,
  key: CheckoutKey,
  from: CheckoutFrom,
): Promise<string> {
  if (claimed.fingerprint !== key.fingerprint) {
    throw new AppError(422, ErrorType.ValidationError, KEY_REUSED, {
      'idempotency-key': [KEY_REUSED],
    })
  }
  if (claimed.checkout_url) return claimed.checkout_url
  const order = await findOrder(context.db, website.uid, claimed.order_uid)
  if (!order) throw new Error(`Checkout key ${claimed.key} names no order`)
  const url = await startPayment(context, website, viewer, order, from)
  await keepCheckoutUrl(context.db, claimed, url)
  return url
}

/** Where to pay the order a key already opened, or null for a request not sent before. */
async function sentBefore(
  context: BillingContext,
  website: Website,
  viewer: Viewer,
  key: CheckoutKey | null,
  from: CheckoutFrom,
): Promise<string | null> {
  if (!key) return null
  const claimed = await findCheckoutKey(context.db, website.uid, viewer.uid, key.value)
  return claimed ? answerAgain(context, website, viewer, claimed, key, from) : null
}

/**
 * Stores an open order priced from the database and answers where the buyer pays it. The buyer
 * comes back to the host they started from when it is the website's: their session is there.
 * With a key, the order and its claim of the key are stored together; a request that loses the
 * key to another one with the same key answers that one's order.
 */
export async function openOrder(
  context: BillingContext,
  website: Website,
  viewer: Viewer,
  draft: OrderDraft,
  from: CheckoutFrom,
  key: CheckoutKey | null,
): Promise<string> {
  const uid = newUid()
  const discount = draft.discount ?? 0
  const now = new Date()
  const createdAt = now.toISOString()
  const { alongside, giftCard, ...drafted } = draft
  const due = draft.lines.reduce((sum, line) => sum + line.amount, 0) - discount + draft.tip
  const order = {
    uid,
    websiteUid: website.uid,
    userUid: viewer.uid,
    ...drafted,
    couponUid: draft.coupon?.uid ?? null,
    discount,
    currency: website.settings.monetization_currency,
    giftCardAmount: 0,
    total: due,
    provider: context.provider.name,
    createdAt,
    language: from.language,
  }
  const claim = key && {
    website_uid: website.uid,
    user_uid: viewer.uid,
    key: key.value,
    fingerprint: key.fingerprint,
    order_uid: uid,
    created_at: createdAt,
  }
  const opened = await context.db.transaction().execute(async (trx) => {
    if (claim && !(await claimCheckoutKey(trx, claim))) return false
    if (draft.coupon) {
      await holdCouponSeat(trx, context.dialect, website.uid, viewer.uid, draft.coupon)
    }
    if (giftCard) {
      // The order's row first: the card's use refers to it.
      await insertOrder(trx, order)
      const paid = await holdGiftCard(trx, website.uid, giftCard.uid, uid, due, now)
      order.giftCardAmount = paid
      order.total = due - paid
      await setOrderAmounts(trx, website.uid, uid, {
        lines: order.lines,
        total: order.total,
        discount,
        giftCardAmount: paid,
      })
    } else {
      await insertOrder(trx, order)
    }
    if (alongside) await alongside(trx, uid)
    return true
  })
  if (!opened) {
    const url = await sentBefore(context, website, viewer, key, from)
    if (!url) throw new Error(`Checkout key ${key?.value} was claimed, then forgotten`)
    return url
  }
  const openOrder: Order = { ...order, status: 'open', paidAt: null, providerSessionId: null }
  const url = await startPayment(context, website, viewer, openOrder, from)
  if (claim) await keepCheckoutUrl(context.db, { ...claim, checkout_url: null }, url)
  return url
}

/** The draft with the gift card the buyer named, checked: it pays at opening (`openOrder`). */
async function withGiftCard(
  db: BillingContext['db'],
  website: Website,
  viewer: Viewer,
  draft: OrderDraft,
  body: CheckoutBody,
  limits: RedeemLimits | null,
): Promise<OrderDraft> {
  if (body.gift_card === undefined) return draft
  if (body.type !== 'prices') throw invalidField('gift_card', CARD_NOT_FOR_PLANS)
  const card = await usableGiftCard(
    db,
    website.uid,
    body.gift_card,
    'gift_card',
    limits,
    viewer.uid,
  )
  return { ...draft, giftCard: { uid: card.uid } }
}

/** The draft with the coupon the buyer named, checked and reckoned on the lines alone. */
async function withCoupon(
  db: BillingContext['db'],
  website: Website,
  viewer: Viewer,
  draft: OrderDraft,
  body: CheckoutBody,
): Promise<OrderDraft> {
  if (body.coupon === undefined) return draft
  const coupon = await usableCoupon(db, website.uid, viewer.uid, body.coupon, body.type)
  const linesTotal = draft.lines.reduce((sum, line) => sum + line.amount, 0)
  return { ...draft, coupon, discount: discountOn(coupon, linesTotal) }
}

/** The terms of a promo code the caller may use for this kind of checkout, or a 400. */
export async function couponFor(
  context: BillingContext,
  website: Website,
  viewer: Viewer | null,
  code: string,
  checkout: CouponCheckout,
): Promise<Coupon> {
  requireMonetization(website)
  return couponTerms(
    await usableCoupon(context.db, website.uid, viewer?.uid ?? null, code, checkout),
  )
}

/**
 * Starts paying for chosen prices (plus a tip) or a plan, less a coupon's discount; every amount
 * comes from the database.
 */
export async function createCheckout(
  context: BillingContext,
  website: Website,
  viewer: Viewer,
  body: CheckoutBody,
  origin: BuyerOrigin,
  key: CheckoutKey | null = null,
  cardLimits: RedeemLimits | null = null,
): Promise<string> {
  requireMonetization(website)
  const from: CheckoutFrom = { ...origin, returnPath: body.return_path }
  const earlier = await sentBefore(context, website, viewer, key, from)
  if (earlier) return earlier
  const draft =
    body.type === 'prices'
      ? await pricesDraft(context.db, website, viewer, body, origin.language)
      : await subscriptionDraft(context.db, website, viewer, body, origin.language)
  const discounted = await withCoupon(context.db, website, viewer, draft, body)
  const paying = await withGiftCard(context.db, website, viewer, discounted, body, cardLimits)
  return openOrder(context, website, viewer, paying, from, key)
}

/** Starts paying a donation of the amount the donor chose. */
export async function createDonationCheckout(
  context: BillingContext,
  website: Website,
  viewer: Viewer,
  body: DonationBody,
  from: BuyerOrigin,
  key: CheckoutKey | null = null,
): Promise<string> {
  requireMonetization(website)
  const earlier = await sentBefore(context, website, viewer, key, from)
  if (earlier) return earlier
  if (body.message.trim() === '') throw invalidField('message', 'This field may not be blank.')
  const draft: OrderDraft = {
    type: 'donation',
    lines: [{ label: donationLabel(from.language), amount: body.amount }],
    tip: 0,
    message: body.message.trim(),
  }
  return openOrder(context, website, viewer, draft, from, key)
}

/**
 * Where the signed-in user manages their subscriptions, coming back to the host they left: a new
 * provider session each time, so a mailed link to it works however late it is followed. A named
 * subscription must be the user's.
 */
export async function billingPortalUrl(
  context: BillingContext,
  website: Website,
  viewer: Viewer,
  from: RequestOrigin,
  subscriptionUid?: string,
): Promise<string> {
  if (
    subscriptionUid &&
    !(await isUserSubscription(context.db, website.uid, viewer.uid, subscriptionUid))
  ) {
    throw new AppError(404, ErrorType.NotFound, SUBSCRIPTION_NOT_YOURS, {
      subscription: [SUBSCRIPTION_NOT_YOURS],
    })
  }
  const portal = await context.provider.createBillingPortal(
    { uid: viewer.uid, email: viewer.email },
    website,
    await returnOrigin(context.db, website, from),
  )
  return portal.url
}

const CONFIRMED_STATUS: Record<Order['status'], CheckoutConfirmation['status']> = {
  open: 'pending',
  paid: 'paid',
  canceled: 'canceled',
  refunded: 'refunded',
}

/**
 * The success page's check: reads the checkout again from the provider and settles the order if
 * it is paid, through the same path as webhooks (so whichever comes first settles, once).
 */
export async function confirmCheckout(
  context: BillingContext,
  website: Website,
  sessionId: string,
): Promise<CheckoutConfirmation> {
  const order = await findOrderBySession(context.db, website.uid, sessionId)
  if (!order) throw notFound('No checkout session with this id.')
  if (order.status === 'open' && order.provider === context.provider.name) {
    const outcome = await context.provider.readCheckout(order)
    if (!outcome) throw notFound('No checkout session with this id.')
    if (outcome.state === 'paid') {
      const payment = { subscription: outcome.subscription }
      await settlePaidOrder(context, website.uid, order.uid, payment)
    } else if (outcome.state === 'expired') {
      await cancelOpenOrder(context.db, website.uid, order.uid)
    }
  }
  const now = (await findOrder(context.db, website.uid, order.uid)) ?? order
  return { status: CONFIRMED_STATUS[now.status] }
}

/** Prices and plans as checkout reads them, for the gifts' checkout (gifts/service.ts). */
export { findPlan, findPricesForSale } from './repo.ts'

/** A customer's subscriptions, for the staff's customer page. */
export { listCustomerSubscriptions } from './subscriptions/staff-service.ts'

/** Whether Stripe's checkout offers its promotion code field: a setting of the settings screen. */
export { findPromotionCodesAllowed, setPromotionCodesAllowed } from './stripe/stripe-repo.ts'
