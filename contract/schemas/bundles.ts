import { Type, type Static } from 'typebox'
import { Amount, CommaList, Nullable, Uid } from './common.ts'

/** An item of a bundle, as the storefront shows it in the bundle's card and in the cart. */
export const BundleItem = Type.Object({
  uid: Uid,
  /** The item's page is at /{slug}. */
  slug: Type.String(),
  name: Type.String(),
  thumbnail: Nullable(Type.String()),
})
export type BundleItem = Static<typeof BundleItem>

/**
 * A bundle on sale: its items sold together at one price. Buying it (checkout's `bundles`)
 * grants each item for `period` hours (0 = unlimited), as buying each item's own price would.
 */
export const Bundle = Type.Object({
  uid: Uid,
  name: Type.String(),
  description: Type.String(),
  amount: Amount,
  period: Type.Integer({ minimum: 0 }),
  items: Type.Array(BundleItem),
})
export type Bundle = Static<typeof Bundle>

/**
 * GET /bundles/ — the bundles on sale, every one of whose items visitors can see: those holding
 * `item`, or those named by `uid__in` (the cart's); one of the two is required.
 */
export const BundlesQuery = Type.Object({
  item: Type.Optional(Uid),
  uid__in: Type.Optional(CommaList),
})
export type BundlesQuery = Static<typeof BundlesQuery>

export const BundleList = Type.Array(Bundle)
