import { Type, type Static } from 'typebox'
import { LIVE_LIST_FILTER, LIVE_STATUSES } from '../values/live.ts'
import { Amount, CommaList, DateTime, Limit, Nullable, Offset, Page, Uid } from './common.ts'

/** How a list of items may be ordered (also the values a category's order_by may take). */
export const ITEM_ORDERINGS = ['name', '-name', 'published_at', '-published_at'] as const
export const ItemOrdering = Type.Enum(ITEM_ORDERINGS)
export type ItemOrdering = Static<typeof ItemOrdering>

export const CATEGORY_ORDERINGS = ['position', '-position', 'name', '-name'] as const

const CategoryFields = {
  uid: Uid,
  parent_id: Nullable(Uid),
  is_on_navbar: Type.Boolean(),
  name: Type.String(),
  slug: Type.String(),
  description: Type.String(),
  thumbnail: Nullable(Type.String()),
  icon: Nullable(Type.String()),
  order_by: ItemOrdering,
  position: Type.Integer(),
}

/** A category as its parent or children show it. */
export const CategorySummary = Type.Object(CategoryFields)
export type CategorySummary = Static<typeof CategorySummary>

/** A category with its parent and direct children (spec §3). */
export const Category = Type.Object({
  ...CategoryFields,
  parent: Nullable(CategorySummary),
  children: Type.Array(CategorySummary),
})
export type Category = Static<typeof Category>

/** GET /categories/ query (spec §7). */
export const CategoriesQuery = Type.Object({
  ordering: Type.Optional(Type.Enum(CATEGORY_ORDERINGS)),
  uid__in: Type.Optional(CommaList),
  parent_id: Type.Optional(Uid),
  parent_id__isnull: Type.Optional(Type.Boolean()),
})
export type CategoriesQuery = Static<typeof CategoriesQuery>

/** A way to pay for an item: `period` hours of access (0 = unlimited). */
export const Price = Type.Object({
  uid: Uid,
  amount: Amount,
  period: Type.Integer({ minimum: 0 }),
  /** 1 = HD download, 2 = source download, 3 = both; null = no download. */
  downloadable_choices: Nullable(Type.Union([Type.Literal(1), Type.Literal(2), Type.Literal(3)])),
})
export type Price = Static<typeof Price>

/** A subscription plan (spec §3). */
export const Plan = Type.Object({
  uid: Uid,
  name: Type.String(),
  amount: Amount,
  interval: Type.Union([Type.Literal('month'), Type.Literal('year')]),
  type: Type.Literal('recurring'),
  description: Type.String(),
  thumbnail: Nullable(Type.String()),
  /** Days of free trial a new subscription starts with, charged nothing; 0 = none. */
  trial_days: Type.Integer({ minimum: 0 }),
})
export type Plan = Static<typeof Plan>

export const PlansQuery = Type.Object({
  ordering: Type.Optional(Type.Union([Type.Literal('amount'), Type.Literal('-amount')])),
})

/** A media as a playlist lists it. */
export const PlaylistMedia = Type.Object({
  uid: Uid,
  name: Type.String(),
  duration: Type.Number({ minimum: 0 }),
  thumbnail: Nullable(Type.String()),
  /**
   * Whether the caller may play this media now: through this playlist, or through another item
   * that shows it (its own item, say, when it is free). Decided by the server.
   */
  has_access: Type.Boolean(),
  /** The media's season when the playlist is a series split in seasons (from 1), else null. */
  season: Nullable(Type.Integer({ minimum: 1 })),
})
export type PlaylistMedia = Static<typeof PlaylistMedia>

/** A downloadable file; `slug` marks a bonus file. */
export const MediaFile = Type.Object({
  uid: Uid,
  display_name: Type.String(),
  size: Type.Integer({ minimum: 0 }),
  file: Type.String(),
  width: Nullable(Type.Integer()),
  height: Nullable(Type.Integer()),
  slug: Nullable(Type.String()),
})
export type MediaFile = Static<typeof MediaFile>

export const ContentObjectType = Type.Union([
  Type.Literal('media'),
  Type.Literal('playlist'),
  Type.Literal('live'),
])
export type ContentObjectType = Static<typeof ContentObjectType>

/** The media or playlist an item sells or shows. */
export const ContentObject = Type.Object({
  uid: Uid,
  name: Type.String(),
  excerpt: Type.String(),
  excerpt_is_custom: Type.Boolean(),
  /** Rich text: HTML kept clean by the server (paragraphs, emphasis, lists, links). */
  description: Type.String(),
  tags: Type.Array(Type.String()),
  files: Type.Array(MediaFile),
  thumbnail: Nullable(Type.String()),
  /** Uid of the trailer media, if any. */
  trailer: Nullable(Uid),
  /** 'video' or 'audio' for a media; 'playlist' for a playlist. */
  type: Type.String(),
  duration: Type.Number({ minimum: 0 }),
  medias: Type.Array(PlaylistMedia),
  medias_count: Type.Integer({ minimum: 0 }),
  medias_duration: Type.Number({ minimum: 0 }),
})
export type ContentObject = Static<typeof ContentObject>

export const VisibilityType = Type.Union([
  Type.Literal('public'),
  Type.Literal('private'),
  Type.Literal('on_demand'),
])
export type VisibilityType = Static<typeof VisibilityType>

/** Where a live item's event stands, for its card: on air (or reconnecting), upcoming, over. */
export const LiveSummary = Type.Object({
  status: Type.Enum(LIVE_STATUSES),
  /** When the event is planned to start. */
  starts_at: DateTime,
})
export type LiveSummary = Static<typeof LiveSummary>

/** An item of the catalogue, as seen by the caller (spec §3). */
export const Item = Type.Object({
  uid: Uid,
  slug: Type.String(),
  content_object_type: ContentObjectType,
  content_object_id: Uid,
  content_object: ContentObject,
  content_object_thumbnail: Nullable(Type.String()),
  category_name: Nullable(Type.String()),
  categories: Type.Array(Uid),
  /** Whether the caller may watch it now: decided by the server. */
  has_access: Type.Boolean(),
  /** Whether the caller asked for access to this on-demand item and awaits the staff's answer. */
  access_requested: Type.Boolean(),
  visibility_type: VisibilityType,
  monetization_enabled: Type.Boolean(),
  plans: Type.Array(Uid),
  prices: Type.Array(Price),
  is_content_downloadable: Type.Boolean(),
  published_at: DateTime,
  embed_url: Type.String(),
  /** End of the caller's time-limited access (a rental); null when unlimited or none. */
  expire_at: Nullable(DateTime),
  /** Same instant as expire_at: the storefront counts the time left from it. */
  expired_at: Nullable(DateTime),
  /** A live item's event (issue 45); null for a media or playlist. */
  live: Nullable(LiveSummary),
})
export type Item = Static<typeof Item>

/** GET /items/ query (spec §7). */
export const ItemsQuery = Type.Object({
  limit: Type.Optional(Limit),
  offset: Type.Optional(Offset),
  ordering: Type.Optional(ItemOrdering),
  categories: Type.Optional(CommaList),
  uid__in: Type.Optional(CommaList),
  search: Type.Optional(Type.String({ maxLength: 200 })),
  /** Only the items this plan opens (a subscriber's "what my subscription includes"). */
  plan: Type.Optional(Uid),
  /**
   * `now_and_upcoming`: only live items whose event is on air (first) or still to come (by start
   * time); ended ones are left out.
   */
  live: Type.Optional(Type.Literal(LIVE_LIST_FILTER)),
})
export type ItemsQuery = Static<typeof ItemsQuery>

export const ItemsPage = Page(Item)
export type ItemsPage = Static<typeof ItemsPage>

/** GET /medias/{uid}/ — a media on its own. */
export const Media = Type.Object({
  uid: Uid,
  name: Type.String(),
  excerpt: Type.String(),
  description: Type.String(),
  tags: Type.Array(Type.String()),
  type: Type.String(),
  duration: Type.Number({ minimum: 0 }),
  thumbnail: Nullable(Type.String()),
  trailer: Nullable(Uid),
})
export type Media = Static<typeof Media>

/** GET /items/{uid}/download/ — the files the caller may download. */
export const DownloadList = Type.Array(MediaFile)

/** GET /categories/ answer: a plain list. */
export const CategoryList = Type.Array(Category)

/** GET /billing/plans/ answer: the public plans; a private one answers only at its own. */
export const PlanList = Type.Array(Plan)

/** A path naming a category or an item by its slug. */
export const SlugParams = Type.Object({ slug: Type.String({ minLength: 1, maxLength: 200 }) })
export type SlugParams = Static<typeof SlugParams>

/** A path naming an entity by its uid. */
export const UidParams = Type.Object({ uid: Uid })
export type UidParams = Static<typeof UidParams>
