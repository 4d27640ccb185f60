import { Type, type Static } from 'typebox'
import {
  BUNDLE_DESCRIPTION_MAX_LENGTH,
  BUNDLE_NAME_MAX_LENGTH,
  BUNDLE_SORTS,
  MAX_BUNDLE_ITEMS,
  MAX_BUNDLE_PERIOD,
  MIN_BUNDLE_ITEMS,
} from '../values/admin-bundles.ts'
import { LIST_QUERY_FIELDS } from './admin-list-query.ts'
import { Amount, Uid } from './common.ts'

/**
 * A bundle as the staff see it: a set of items sold together at one price. Buying it grants
 * each item for `period` hours (0 = unlimited), as buying each item's price would.
 */
export const AdminBundle = Type.Object({
  uid: Uid,
  name: Type.String(),
  description: Type.String(),
  /** In the website's currency's minor units (19,90 € is 1990). */
  amount: Amount,
  /** Hours of access to each item; 0 = unlimited. */
  period: Type.Integer({ minimum: 0 }),
  /** Offered on the storefront (on the page of each of its items) and sold; false: withdrawn. */
  on_sale: Type.Boolean(),
  /** Where the storefront lists it among an item's bundles. */
  position: Type.Integer(),
  /** The items it grants, in the order the storefront shows them. */
  item_uids: Type.Array(Uid),
  /** Customers who bought it: a bundle with any is never deleted (withdraw it from sale). */
  purchases_count: Type.Integer({ minimum: 0 }),
})
export type AdminBundle = Static<typeof AdminBundle>

/** GET /bundles/: a page of the website's bundles. */
export const AdminBundleList = Type.Array(AdminBundle)

export const AdminBundlesQuery = Type.Object({
  ...LIST_QUERY_FIELDS,
  _sort: Type.Optional(Type.Enum(BUNDLE_SORTS)),
  on_sale: Type.Optional(Type.Boolean()),
  /** Only the bundles that hold this item. */
  item_uid: Type.Optional(Uid),
})
export type AdminBundlesQuery = Static<typeof AdminBundlesQuery>

const BUNDLE_FIELDS = {
  name: Type.String({ minLength: 1, maxLength: BUNDLE_NAME_MAX_LENGTH }),
  description: Type.String({ maxLength: BUNDLE_DESCRIPTION_MAX_LENGTH }),
  amount: Type.Integer({ minimum: 1, maximum: 100_000_000 }),
  period: Type.Integer({ minimum: 0, maximum: MAX_BUNDLE_PERIOD }),
  on_sale: Type.Boolean(),
  item_uids: Type.Array(Uid, {
    minItems: MIN_BUNDLE_ITEMS,
    maxItems: MAX_BUNDLE_ITEMS,
    uniqueItems: true,
  }),
}

/** POST /bundles/: a new bundle, on sale unless said otherwise. */
export const AdminBundleInput = Type.Object(
  {
    name: BUNDLE_FIELDS.name,
    description: Type.Optional(BUNDLE_FIELDS.description),
    amount: BUNDLE_FIELDS.amount,
    period: BUNDLE_FIELDS.period,
    on_sale: Type.Optional(BUNDLE_FIELDS.on_sale),
    item_uids: BUNDLE_FIELDS.item_uids,
  },
  { additionalProperties: false },
)
export type AdminBundleInput = Static<typeof AdminBundleInput>

/** PATCH /bundles/{uid}/: only what changes; `item_uids` replaces the items, in its order. */
export const AdminBundleChange = Type.Partial(Type.Object(BUNDLE_FIELDS), {
  additionalProperties: false,
})
export type AdminBundleChange = Static<typeof AdminBundleChange>

/** /bundles/{uid}/ */
export const AdminBundleParams = Type.Object({ uid: Uid })
