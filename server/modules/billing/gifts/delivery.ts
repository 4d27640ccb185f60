import type { FastifyBaseLogger } from 'fastify'
import type { Kysely } from 'kysely'
import type { Database } from '../../../db/schema.ts'
import type { JobType } from '../../../jobs/job-queue.ts'
import type { Language } from '../../../lib/chosen-language.ts'
import { HOUR_MS } from '../../../lib/time-units.ts'
import type { Mailer } from '../../../mail/mailer.ts'
import { findRecipient } from '../checkout/receipt-repo.ts'
import type { OrderLine } from '../order.ts'
import { websiteOfUid } from '../../websites/service.ts'
import { giftCodeHash, newGiftCode } from './gift-code.ts'
import { giftMail } from './gift-mail.ts'
import { findDueGifts, findGiftByOrder, storeGiftCode, type GiftWithOrder } from './repo.ts'

/** The repeated job that mails the gifts whose day came. */
export const GIFT_DELIVERY_JOB = 'gift-deliveries'

/** How often it looks: a gift goes out at most this late on its day. */
export const GIFT_DELIVERY_EVERY_MS = HOUR_MS / 4

const BATCH = 100

/** What delivering needs: the database and the mail queue. */
export interface GiftDeliveryDeps {
  db: Kysely<Database>
  mailer: () => Mailer
  log?: FastifyBaseLogger | undefined
}

/** The day of `now` in UTC, as gifts are scheduled: YYYY-MM-DD. */
export const dayOf = (now: Date): string => now.toISOString().slice(0, 10)

/** What the gift gives, as the order's lines say in the recipient's language. */
export function giftWhat(lines: OrderLine[]): string {
  return lines.find((line) => line.gift_what)?.gift_what ?? lines[0]?.label ?? ''
}

/**
 * Makes a new code for the gift, keeps only its hash, then mails the recipient the link that
 * holds it. A resend makes a new code too (the old one is not kept, so cannot be mailed again):
 * the link of the earlier mail stops working. Answers false when another run or a redemption
 * came first; nothing is mailed then.
 */
export async function mailGift(
  deps: GiftDeliveryDeps,
  gift: GiftWithOrder,
  now: Date,
): Promise<boolean> {
  const website = await websiteOfUid(deps.db, gift.website_uid)
  if (!website) return false
  const code = newGiftCode()
  if (!(await storeGiftCode(deps.db, gift, giftCodeHash(gift.website_uid, code), now))) {
    return false
  }
  // The buyer's name and address, which the recipient's mail says the gift is from.
  const buyer = await findRecipient(deps.db, gift.website_uid, gift.buyer_uid)
  const language: Language = gift.language === 'en' ? 'en' : 'fr'
  const publicUrl = website.publicUrl.replace(/\/+$/, '')
  const mail = giftMail(
    {
      siteName: website.settings.name,
      buyerName: buyer?.first_name || buyer?.email || website.settings.name,
      what: giftWhat(JSON.parse(gift.lines) as OrderLine[]),
      message: gift.message,
      code,
      link: `${publicUrl}/gift?code=${encodeURIComponent(code)}`,
    },
    language,
  )
  await deps.mailer().send({ websiteUid: gift.website_uid, to: gift.recipient_email, ...mail })
  return true
}

/**
 * Mails every paid gift whose day came by `now` (UTC) and that was not mailed yet, once each
 * (the code's store is conditional: two runs at once mail it once). Answers how many went out.
 */
export async function deliverDueGifts(deps: GiftDeliveryDeps, now: Date): Promise<number> {
  let sent = 0
  for (;;) {
    const due = await findDueGifts(deps.db, dayOf(now), BATCH)
    let batch = 0
    for (const gift of due) {
      try {
        if (await mailGift(deps, gift, now)) batch += 1
      } catch (error) {
        deps.log?.error({ err: error, gift: gift.uid }, 'gift not delivered')
      }
    }
    sent += batch
    if (due.length < BATCH || batch === 0) return sent
  }
}

/** deliverDueGifts every GIFT_DELIVERY_EVERY_MS, as of the run's start. */
export function giftDeliveryJob(deps: GiftDeliveryDeps): JobType {
  return {
    attempts: 1,
    async run(_data, run) {
      await deliverDueGifts(deps, new Date(run.startedAt))
    },
  }
}

/**
 * Right after a gift's payment settles: mails it at once when its day is today, so the buyer
 * need not wait for the next run. A failure is logged: the job mails it later.
 */
export async function deliverPaidGift(
  deps: GiftDeliveryDeps,
  websiteUid: string,
  orderUid: string,
  now: Date,
): Promise<void> {
  try {
    const gift = await findGiftByOrder(deps.db, websiteUid, orderUid)
    if (!gift || gift.order_status !== 'paid' || gift.delivered_at !== null) return
    if (gift.deliver_on > dayOf(now)) return
    await mailGift(deps, gift, now)
  } catch (error) {
    deps.log?.error({ err: error, orderUid }, 'gift not delivered at payment')
  }
}
