import { Type, type Static } from 'typebox'
import { ADMIN_ITEM_SORTS } from './admin-item-values.ts'
import { LIST_QUERY_FIELDS } from './admin-list-query.ts'
import { ContentObjectType, Price, VisibilityType } from './catalogue.ts'
import { DateTime, Uid } from './common.ts'

/** A category an item is in, by name. */
export const AdminItemCategory = Type.Object({ uid: Uid, name: Type.String() })

/** An item as the staff's list shows it: every item, published or not, of any visibility. */
export const AdminItem = Type.Object({
  uid: Uid,
  slug: Type.String(),
  name: Type.String(),
  type: ContentObjectType,
  visibility_type: VisibilityType,
  monetization_enabled: Type.Boolean(),
  /** A date still to come means the item is scheduled: visitors see it from then on. */
  published_at: DateTime,
  categories: Type.Array(AdminItemCategory),
  prices_count: Type.Integer({ minimum: 0 }),
})
export type AdminItem = Static<typeof AdminItem>

/** GET /items/ (admin-lists.ts): a page of the website's items. */
export const AdminItemList = Type.Array(AdminItem)

/** GET /items/{uid}/: one item with its excerpt and prices. */
export const AdminItemDetail = Type.Object({
  ...AdminItem.properties,
  excerpt: Type.String(),
  prices: Type.Array(Price),
})
export type AdminItemDetail = Static<typeof AdminItemDetail>

/** GET /items/ query: paging and sorting, then the filters. */
export const AdminItemsQuery = Type.Object({
  ...LIST_QUERY_FIELDS,
  _sort: Type.Optional(Type.Enum(ADMIN_ITEM_SORTS)),
  /** Words the item's name or text holds (accents and case aside), as the storefront searches. */
  q: Type.Optional(Type.String({ maxLength: 200 })),
  /** Only the items of this category. */
  category: Type.Optional(Uid),
  visibility_type: Type.Optional(VisibilityType),
  type: Type.Optional(ContentObjectType),
})
export type AdminItemsQuery = Static<typeof AdminItemsQuery>

export const AdminItemParams = Type.Object({ uid: Uid })
