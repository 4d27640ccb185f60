import type { Kysely } from 'kysely'
import type {
  AdminGiftCard,
  AdminGiftCardCreated,
  AdminGiftCardInput,
  AdminGiftCardsQuery,
} from '../../../../contract/schemas/gift-cards.ts'
import type { Database } from '../../../db/schema.ts'
import { newUid } from '../../../db/uid.ts'
import { conflict, invalidField, notFound } from '../../../errors.ts'
import { listPage, type ListAnswer } from '../../../http/list-page.ts'
import type { Viewer } from '../../auth/viewer.ts'
import { recordChange } from '../../audit-log/service.ts'
import type { Website } from '../../websites/service.ts'
import { canonicalCardCode, giftCardCodeHash, newGiftCardCode } from './code.ts'
import {
  disableGiftCard,
  findGiftCard,
  findGiftCardPage,
  insertGiftCard,
  type GiftCardRow,
} from './repo.ts'
import { dayOf, giftCardStatus } from './service.ts'

/** Where the staff's gift card calls work: the database, the website, who asks. */
export interface GiftCardScope {
  db: Kysely<Database>
  website: Website
  staff: Viewer
}

const NO_CARD = 'No gift card of this website has this uid.'
const NOT_A_DAY = 'Enter a valid date.'
const PAST_DAY = 'The expiry date cannot be in the past.'
const DISABLED = 'This gift card is already disabled.'

function toAdminGiftCard(card: GiftCardRow, now = new Date()): AdminGiftCard {
  return {
    uid: card.uid,
    label: card.label,
    code_end: card.code_end,
    amount: card.amount,
    balance: card.balance,
    multiple_use: card.multiple_use === 1,
    uses: card.uses,
    expires_on: card.expires_on,
    status: giftCardStatus(card, now),
    disabled_at: card.disabled_at,
    created_at: card.created_at,
  }
}

/** What the audit log keeps of a card: never its code. */
const audited = (card: AdminGiftCard) => ({
  label: card.label,
  amount: card.amount,
  balance: card.balance,
  multiple_use: card.multiple_use,
  expires_on: card.expires_on,
  status: card.status,
})

/** A real day, today or later. */
function checkExpiry(day: string | null | undefined, now: Date): string | null {
  if (day === undefined || day === null) return null
  const parsed = new Date(`${day}T00:00:00.000Z`)
  if (Number.isNaN(parsed.getTime()) || dayOf(parsed) !== day) {
    throw invalidField('expires_on', NOT_A_DAY)
  }
  if (day < dayOf(now)) throw invalidField('expires_on', PAST_DAY)
  return day
}

/** GET /gift-cards/: newest first unless sorted otherwise. */
export async function listAdminGiftCards(
  scope: GiftCardScope,
  query: AdminGiftCardsQuery,
  now = new Date(),
): Promise<ListAnswer<AdminGiftCard>> {
  const page = listPage(query, 'DESC')
  const sort = query._sort ?? 'created_at'
  const { db, website } = scope
  const found = await findGiftCardPage(db, website.uid, query.status, dayOf(now), sort, page)
  return { total: found.total, rows: found.rows.map((card) => toAdminGiftCard(card, now)) }
}

export async function getAdminGiftCard(scope: GiftCardScope, uid: string) {
  const card = await findGiftCard(scope.db, scope.website.uid, uid)
  if (!card) throw notFound(NO_CARD)
  return toAdminGiftCard(card)
}

/**
 * POST /gift-cards/: a card worth `amount` of the website's currency, with a random code shown
 * in this answer only (its hash is kept). Written to the audit log, without the code.
 */
export async function createAdminGiftCard(
  scope: GiftCardScope,
  input: AdminGiftCardInput,
  now = new Date(),
): Promise<AdminGiftCardCreated> {
  const { db, website, staff } = scope
  const expiresOn = checkExpiry(input.expires_on, now)
  const code = newGiftCardCode()
  const card: Omit<GiftCardRow, 'uses'> = {
    uid: newUid(),
    website_uid: website.uid,
    code_hash: giftCardCodeHash(website.uid, code),
    code_end: canonicalCardCode(code).slice(-4),
    label: input.label?.trim() ?? '',
    currency: website.settings.monetization_currency,
    amount: input.amount,
    balance: input.amount,
    multiple_use: input.multiple_use ? 1 : 0,
    expires_on: expiresOn,
    disabled_at: null,
    created_by: staff.uid,
    created_at: now.toISOString(),
  }
  const made = toAdminGiftCard({ ...card, uses: 0 }, now)
  await db.transaction().execute(async (trx) => {
    await insertGiftCard(trx, card)
    await recordChange(
      trx,
      { websiteUid: website.uid, staffUserUid: staff.uid },
      {
        action: 'create',
        resource: 'gift_card',
        recordUid: card.uid,
        before: null,
        after: audited(made),
      },
    )
  })
  return { ...made, code }
}

/** POST /gift-cards/{uid}/disable/: it pays no more; its open checkouts keep what they hold. */
export async function disableAdminGiftCard(
  scope: GiftCardScope,
  uid: string,
  now = new Date(),
): Promise<AdminGiftCard> {
  const { db, website, staff } = scope
  return db.transaction().execute(async (trx) => {
    const card = await findGiftCard(trx, website.uid, uid)
    if (!card) throw notFound(NO_CARD)
    if (!(await disableGiftCard(trx, website.uid, uid, now))) throw conflict(DISABLED)
    const before = toAdminGiftCard(card, now)
    const after = toAdminGiftCard({ ...card, disabled_at: now.toISOString() }, now)
    await recordChange(
      trx,
      { websiteUid: website.uid, staffUserUid: staff.uid },
      {
        action: 'update',
        resource: 'gift_card',
        recordUid: uid,
        before: audited(before),
        after: audited(after),
      },
    )
    return after
  })
}
