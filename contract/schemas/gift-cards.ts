import { Type, type Static } from 'typebox'
import { LIST_QUERY_FIELDS } from './admin-list-query.ts'
import { DateTime, Nullable, Uid } from './common.ts'
import {
  GIFT_CARD_CODE_MAX_LENGTH,
  GIFT_CARD_LABEL_MAX_LENGTH,
  GIFT_CARD_MAX_AMOUNT,
  GIFT_CARD_SORTS,
  GIFT_CARD_STATUSES,
} from '../values/gift-cards.ts'

/**
 * A gift card as staff see it: amounts in minor units of the website's currency. The code is
 * never shown again after its creation; `code_end` (its last four characters) tells cards apart.
 */
export const AdminGiftCard = Type.Object({
  uid: Uid,
  label: Type.String(),
  code_end: Type.String(),
  amount: Type.Integer({ minimum: 1 }),
  /** What is left to spend. */
  balance: Type.Integer({ minimum: 0 }),
  /** True: keeps its balance for later checkouts; false: one checkout spends it. */
  multiple_use: Type.Boolean(),
  /** Checkouts holding or having spent part of it. */
  uses: Type.Integer({ minimum: 0 }),
  /** The last day (YYYY-MM-DD, UTC) it pays, or null. */
  expires_on: Nullable(Type.String()),
  status: Type.Enum(GIFT_CARD_STATUSES),
  disabled_at: Nullable(DateTime),
  created_at: DateTime,
})
export type AdminGiftCard = Static<typeof AdminGiftCard>

export const AdminGiftCardList = Type.Array(AdminGiftCard)

/** A card just made: its code, shown this once. */
export const AdminGiftCardCreated = Type.Intersect([
  AdminGiftCard,
  Type.Object({ code: Type.String() }),
])
export type AdminGiftCardCreated = Static<typeof AdminGiftCardCreated>

/** POST /gift-cards/ — each wrong field answers 400 naming it. */
export const AdminGiftCardInput = Type.Object({
  amount: Type.Integer({ minimum: 1, maximum: GIFT_CARD_MAX_AMOUNT }),
  multiple_use: Type.Boolean(),
  expires_on: Type.Optional(Nullable(Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' }))),
  label: Type.Optional(Type.String({ maxLength: GIFT_CARD_LABEL_MAX_LENGTH })),
})
export type AdminGiftCardInput = Static<typeof AdminGiftCardInput>

export const AdminGiftCardParams = Type.Object({ uid: Uid })

export const AdminGiftCardsQuery = Type.Object({
  ...LIST_QUERY_FIELDS,
  _sort: Type.Optional(Type.Enum(GIFT_CARD_SORTS)),
  status: Type.Optional(Type.Enum(GIFT_CARD_STATUSES)),
})
export type AdminGiftCardsQuery = Static<typeof AdminGiftCardsQuery>

/** GET /billing/gift-cards/{code}/ — may the caller pay with it, and how much is left. */
export const GiftCardParams = Type.Object({
  code: Type.String({ minLength: 1, maxLength: GIFT_CARD_CODE_MAX_LENGTH }),
})

/** A card that pays: the code as typed and its balance (minor units) in `currency`. */
export const GiftCardTerms = Type.Object({
  code: Type.String(),
  balance: Type.Integer({ minimum: 1 }),
  currency: Type.String(),
  multiple_use: Type.Boolean(),
})
export type GiftCardTerms = Static<typeof GiftCardTerms>
