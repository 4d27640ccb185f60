import type { FastifyBaseLogger } from 'fastify'
import type { Kysely } from 'kysely'
import type { Database } from '../../../db/schema.ts'
import type { Mailer } from '../../../mail/mailer.ts'
import { resolveWebsite } from '../../websites/service.ts'
import type { Order } from '../order.ts'
import type { CouponOverrun } from '../../coupons/service.ts'
import {
  couponRefundNotice,
  donationReceipt,
  duplicateRefundNotice,
  purchaseReceipt,
  refundNotice,
  renewalFailureNotice,
  subscriptionEndedNotice,
  subscriptionReceipt,
  type MailText,
  type Recipient,
} from './receipt-mail.ts'
import { findOrderSubscription, findRecipient } from './receipt-repo.ts'
import { findPlan, latestOrderLanguage } from '../repo.ts'
import type { Language } from '../../../lib/chosen-language.ts'

/** What sending payment mail needs. */
export interface MailContext {
  db: Kysely<Database>
  mailer: Mailer
  log: FastifyBaseLogger
}

type Compose = (to: Recipient) => Promise<MailText | null>

/**
 * Mails one user of a website, in `language`; a failure is logged, never thrown: the payment
 * stands.
 */
async function mailUser(
  context: MailContext,
  websiteUid: string,
  userUid: string,
  language: Language,
  compose: Compose,
): Promise<void> {
  try {
    const user = await findRecipient(context.db, websiteUid, userUid)
    if (!user) return
    const website = await resolveWebsite(context.db, undefined, websiteUid)
    const mail = await compose({
      firstName: user.first_name,
      siteName: website.settings.name,
      publicUrl: website.publicUrl,
      currency: website.settings.monetization_currency,
      language,
    })
    if (mail) await context.mailer.send({ websiteUid, to: user.email, language, ...mail })
  } catch (error) {
    context.log.error({ err: error, websiteUid, userUid }, 'payment mail failed')
  }
}

/** Mails the buyer of `order`, in the language they paid in. */
const mailBuyer = (context: MailContext, order: Order, compose: Compose) =>
  mailUser(context, order.websiteUid, order.userUid, order.language, compose)

/** The receipt of an order just settled: purchase, subscription start or donation. */
export async function mailReceipt(context: MailContext, order: Order): Promise<void> {
  await mailBuyer(context, order, async (to) => {
    if (order.type === 'prices') return purchaseReceipt(to, order)
    if (order.type === 'donation') return donationReceipt(to, order)
    const row = await findOrderSubscription(context.db, order.websiteUid, order.uid)
    if (!row) return null
    return subscriptionReceipt(to, order, {
      status: row.status,
      currentPeriodEnd: row.current_period_end,
    })
  })
}

/** Tells the buyer a duplicate order was refunded rather than granted twice. */
export async function mailDuplicateRefund(context: MailContext, order: Order): Promise<void> {
  await mailBuyer(context, order, async (to) => duplicateRefundNotice(to, order))
}

/** Tells the buyer an order past its coupon's limit was refunded rather than granted. */
export async function mailCouponRefund(
  context: MailContext,
  order: Order,
  overrun: CouponOverrun,
): Promise<void> {
  await mailBuyer(context, order, async (to) => couponRefundNotice(to, order, overrun))
}

/** Tells the buyer the staff refunded `amount` of their order, in full or in part. */
export async function mailRefund(
  context: MailContext,
  order: Order,
  amount: number,
  full: boolean,
): Promise<void> {
  await mailBuyer(context, order, async (to) => refundNotice(to, order, amount, full))
}

export interface FailedRenewal {
  websiteUid: string
  userUid: string
  planUid: string
  /** Ours: the mail's link to update the card names it. */
  subscriptionUid: string
  /** Minor units the renewal tried to charge. */
  amount: number
}

/** Tells a subscriber their renewal could not be charged. */
export async function mailRenewalFailure(
  context: MailContext,
  renewal: FailedRenewal,
): Promise<void> {
  const language = await latestOrderLanguage(context.db, renewal.websiteUid, renewal.userUid)
  await mailUser(context, renewal.websiteUid, renewal.userUid, language, async (to) => {
    const plan = await findPlan(context.db, renewal.websiteUid, renewal.planUid)
    return renewalFailureNotice(to, {
      name: plan?.name ?? '',
      amount: renewal.amount,
      subscriptionUid: renewal.subscriptionUid,
    })
  })
}

/** Tells a subscriber the provider gave up on their failed renewal: the subscription ended. */
export async function mailSubscriptionEnded(
  context: MailContext,
  ended: { websiteUid: string; userUid: string; planUid: string },
): Promise<void> {
  const language = await latestOrderLanguage(context.db, ended.websiteUid, ended.userUid)
  await mailUser(context, ended.websiteUid, ended.userUid, language, async (to) => {
    const plan = await findPlan(context.db, ended.websiteUid, ended.planUid)
    return subscriptionEndedNotice(to, { name: plan?.name ?? '' })
  })
}
