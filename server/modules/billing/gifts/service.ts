import type { Gift, GiftCheckoutBody, GiftRedeemed } from '../../../../contract/schemas/gifts.ts'
import {
  GIFT_MONTHS,
  GIFT_RESENDS_MAX,
  giftMonthsAmount,
} from '../../../../contract/values/gifts.ts'
import { newUid } from '../../../db/uid.ts'
import { conflict, invalidField, notFound } from '../../../errors.ts'
import type { Language } from '../../../lib/chosen-language.ts'
import type { Viewer } from '../../auth/viewer.ts'
import { grantLine, monthsAfter } from '../checkout/fulfilment.ts'
import { accessLabel } from '../order-line-texts.ts'
import type { OrderLine } from '../order.ts'
import {
  bundleLines,
  findPlan,
  findPricesForSale,
  openOrder,
  priceLine,
  requireMonetization,
  type BillingContext,
  type BuyerOrigin,
} from '../service.ts'
import { findBundlesForSale } from '../../bundles/service.ts'
import { findItemSlug } from '../../catalogue/item-service.ts'
import type { Website } from '../../websites/service.ts'
import { normalizeEmail } from '../../auth/service.ts'
import { dayOf, giftWhat, mailGift, type GiftDeliveryDeps } from './delivery.ts'
import { giftCodeHash } from './gift-code.ts'
import { giftLineLabel, planPeriodLabel } from './gift-mail.ts'
import {
  claimGift,
  findBuyerGift,
  findGiftByCode,
  insertGift,
  listBuyerGifts,
  type GiftWithOrder,
} from './repo.ts'
import { insertGiftPeriod } from './grants.ts'
import { countTries, forgetTries, type RedeemLimits } from './code-tries.ts'

export type { RedeemLimits }
import { recordEvent } from '../../events/service.ts'

const CHOOSE_ONE = 'Choose one item, bundle or plan to give.'
const MONTHS = 'Choose 1, 3 or 12 months.'
const PAST_DAY = 'The delivery date cannot be in the past.'
const FAR_DAY = 'The delivery date must be within a year.'
const NOT_A_DAY = 'Enter a valid date.'
const UNKNOWN_CODE = 'This gift code is not valid.'
const USED_CODE = 'This gift code was already used.'
const VOID_CODE = 'This gift was refunded: its code no longer works.'
const RESENDS_USED = 'This gift was already sent again {resends} times.'
const NOT_DELIVERED = 'This gift is not delivered yet: it will be sent on its date.'
const NOT_RESENDABLE = 'This gift can no longer be sent again.'
const NO_GIFT = 'No gift with this id.'

export { UNKNOWN_CODE, USED_CODE, VOID_CODE }

const DAY_MS = 86_400_000

/** A real day, today or later, within a year: the recipient's mail goes out on it. */
function checkDeliveryDay(day: string, now: Date): void {
  const parsed = new Date(`${day}T00:00:00.000Z`)
  if (Number.isNaN(parsed.getTime()) || dayOf(parsed) !== day) {
    throw invalidField('deliver_on', NOT_A_DAY)
  }
  if (day < dayOf(now)) throw invalidField('deliver_on', PAST_DAY)
  if (parsed.getTime() > now.getTime() + 366 * DAY_MS) throw invalidField('deliver_on', FAR_DAY)
}

/** The lines of what is given, each saying what it gives in the recipient's language. */
async function giftLines(
  context: BillingContext,
  website: Website,
  buyer: Viewer,
  body: GiftCheckoutBody,
  language: Language,
  giftLanguage: Language,
): Promise<OrderLine[]> {
  const chosen = [body.price, body.bundle, body.plan].filter((uid) => uid !== undefined)
  if (chosen.length !== 1) {
    throw invalidField(body.bundle ? 'bundle' : body.plan ? 'plan' : 'price', CHOOSE_ONE)
  }
  const gift = (what: string, whatForRecipient: string) => (line: OrderLine, index: number) => ({
    ...line,
    label: giftLineLabel(language, body.recipient_email, index === 0 ? what : line.label),
    ...(index === 0 ? { gift_what: whatForRecipient } : {}),
  })
  if (body.price) {
    const [price] = await findPricesForSale(context.db, website.uid, [body.price])
    if (!price)
      throw invalidField('price', `Invalid price "${body.price}" - object does not exist.`)
    const line = priceLine(price, language)
    const forRecipient = `${price.item_name} — ${accessLabel(price.period, giftLanguage)}`
    return [line].map(gift(line.label, forRecipient))
  }
  if (body.bundle) {
    const [bundle] = await findBundlesForSale(
      context.db,
      website.uid,
      { uids: [body.bundle] },
      buyer,
    )
    if (!bundle) {
      throw invalidField('bundle', `Invalid bundle "${body.bundle}" - object does not exist.`)
    }
    return bundleLines(bundle, language).map(gift(bundle.name, bundle.name))
  }
  const plan = await findPlan(context.db, website.uid, body.plan ?? '')
  if (!plan) throw invalidField('plan', `Invalid plan "${body.plan}" - object does not exist.`)
  const months = body.months
  if (months === undefined || !(GIFT_MONTHS as readonly number[]).includes(months)) {
    throw invalidField('months', MONTHS)
  }
  const amount = giftMonthsAmount(plan, months)
  const what = planPeriodLabel(language, plan.name, months)
  return [
    {
      label: giftLineLabel(language, body.recipient_email, what),
      amount,
      gift_plan_uid: plan.uid,
      gift_months: months,
      gift_what: planPeriodLabel(giftLanguage, plan.name, months),
    },
  ]
}

/**
 * Starts paying a gift: one order of type 'gift' through the usual checkout, its gift row
 * written with it. Nothing is granted to the buyer; the recipient is mailed once it is paid
 * and its day comes (delivery.ts).
 */
export async function createGiftCheckout(
  context: BillingContext,
  website: Website,
  buyer: Viewer,
  body: GiftCheckoutBody,
  origin: BuyerOrigin,
  now: Date = new Date(),
): Promise<string> {
  requireMonetization(website)
  checkDeliveryDay(body.deliver_on, now)
  const recipient = normalizeEmail(body.recipient_email)
  const giftLanguage = body.language ?? origin.language
  const lines = await giftLines(context, website, buyer, body, origin.language, giftLanguage)
  const createdAt = now.toISOString()
  return openOrder(
    context,
    website,
    buyer,
    {
      type: 'gift',
      lines,
      tip: 0,
      message: null,
      alongside: (trx, orderUid) =>
        insertGift(trx, {
          uid: newUid(),
          website_uid: website.uid,
          order_uid: orderUid,
          buyer_uid: buyer.uid,
          recipient_email: recipient,
          message: body.message.trim(),
          deliver_on: body.deliver_on,
          language: giftLanguage,
          created_at: createdAt,
        }),
    },
    { ...origin, returnPath: body.return_path ?? '/account' },
    null,
  )
}

/** Why a known code cannot be redeemed, or null when it can. */
function refusal(gift: GiftWithOrder): string | null {
  if (gift.voided_at !== null || gift.order_status === 'refunded') return VOID_CODE
  if (gift.redeemed_at !== null) return USED_CODE
  if (gift.order_status !== 'paid') return UNKNOWN_CODE
  return null
}

/**
 * Redeems a gift code for the signed-in user: once, on the gift's website only; grants what
 * the order paid for as if they bought it (an item or bundle as purchases, a plan period as a
 * subscription that ends after its months). Guessing is limited per client and per account
 * (429); an unknown, used or refunded code answers 400 naming `code`.
 */
export async function redeemGift(
  context: BillingContext,
  website: Website,
  user: Viewer,
  code: string,
  limits: RedeemLimits,
  now: Date = new Date(),
): Promise<GiftRedeemed> {
  const keys = await countTries(limits, website.uid, user.uid)
  const gift = await findGiftByCode(context.db, website.uid, giftCodeHash(website.uid, code))
  if (!gift) throw invalidField('code', UNKNOWN_CODE)
  const refused = refusal(gift)
  if (refused) throw invalidField('code', refused)
  const lines = JSON.parse(gift.lines) as OrderLine[]
  const base = { websiteUid: website.uid, userUid: user.uid, orderUid: gift.order_uid }
  const accessUntil = await context.db.transaction().execute(async (trx) => {
    if (!(await claimGift(trx, website.uid, gift.uid, user.uid, now))) {
      throw invalidField('code', USED_CODE)
    }
    let until: string | null = null
    // Webhooks hear of it with the redeem itself: kept exactly when the redeem is.
    await recordEvent(
      trx,
      website.uid,
      'gift.redeemed',
      {
        gift_uid: gift.uid,
        order_uid: gift.order_uid,
        customer_uid: user.uid,
        buyer_uid: gift.buyer_uid,
        label: giftWhat(lines),
        redeemed_at: now.toISOString(),
      },
      now,
    )
    for (const line of lines) {
      if (line.gift_plan_uid && line.gift_months) {
        until = monthsAfter(now, line.gift_months)
        await insertGiftPeriod(trx, { ...base, planUid: line.gift_plan_uid, until, now })
      } else {
        await grantLine(trx, base, line, now, { subscription: null })
      }
    }
    return until
  })
  await forgetTries(limits, keys)
  const itemUids = [...new Set(lines.map((line) => line.item_uid).filter((uid) => uid))]
  const onlyItem = itemUids.length === 1 ? itemUids[0] : undefined
  return {
    label: giftWhat(lines),
    item_slug: (onlyItem && (await findItemSlug(context.db, website.uid, onlyItem))) || null,
    plan_uid: lines.find((line) => line.gift_plan_uid)?.gift_plan_uid ?? null,
    access_until: accessUntil,
  }
}

function giftStatus(gift: GiftWithOrder): Gift['status'] {
  if (gift.voided_at !== null || gift.order_status === 'refunded') return 'refunded'
  if (gift.redeemed_at !== null) return 'redeemed'
  if (gift.delivered_at !== null) return 'delivered'
  return gift.order_status === 'paid' ? 'scheduled' : 'unpaid'
}

function toGift(gift: GiftWithOrder): Gift {
  const status = giftStatus(gift)
  return {
    uid: gift.uid,
    recipient_email: gift.recipient_email,
    label: giftWhat(JSON.parse(gift.lines) as OrderLine[]),
    deliver_on: gift.deliver_on,
    status,
    redeemed_at: gift.redeemed_at,
    can_resend: status === 'delivered' && gift.resent_count < GIFT_RESENDS_MAX,
  }
}

/** The signed-in buyer's paid gifts, newest first. */
export async function listGifts(context: BillingContext, website: Website, buyer: Viewer) {
  return (await listBuyerGifts(context.db, website.uid, buyer.uid)).map(toGift)
}

/**
 * Mails the recipient again, with a new code (only a hash of the old one is kept), at most
 * GIFT_RESENDS_MAX times; only a delivered gift not yet redeemed nor refunded.
 */
export async function resendGift(
  deps: GiftDeliveryDeps,
  website: Website,
  buyer: Viewer,
  uid: string,
  now: Date = new Date(),
): Promise<Gift> {
  const gift = await findBuyerGift(deps.db, website.uid, buyer.uid, uid)
  if (!gift || gift.order_status === 'open' || gift.order_status === 'canceled') {
    throw notFound(NO_GIFT)
  }
  const status = giftStatus(gift)
  if (status === 'scheduled') throw conflict(NOT_DELIVERED)
  if (status !== 'delivered') throw conflict(NOT_RESENDABLE)
  if (gift.resent_count >= GIFT_RESENDS_MAX) {
    throw conflict(RESENDS_USED.replace('{resends}', String(GIFT_RESENDS_MAX)))
  }
  if (!(await mailGift(deps, gift, now))) throw conflict(NOT_RESENDABLE)
  const after = await findBuyerGift(deps.db, website.uid, buyer.uid, uid)
  return toGift(after ?? gift)
}
