import { Type, type Static } from 'typebox'
import {
  ADMIN_ITEM_SORTS,
  ITEM_DESCRIPTION_MAX_LENGTH,
  ITEM_EXCERPT_MAX_LENGTH,
  ITEM_MAX_CATEGORIES,
  ITEM_MAX_PRICES,
  ITEM_MAX_TAGS,
  ITEM_NAME_MAX_LENGTH,
  ITEM_TAG_MAX_LENGTH,
  MAX_PRICE_AMOUNT,
  MAX_PRICE_PERIOD_HOURS,
  MAX_SEASON,
  PLAYLIST_MAX_MEDIAS,
  PUBLICATION_STATES,
} from '../values/admin-items.ts'
import { LIST_QUERY_FIELDS } from './admin-list-query.ts'
import { ContentObjectType, Price, VisibilityType } from './catalogue.ts'
import { CommaList, DateTime, Nullable, Uid } from './common.ts'
import { ApiError } from './errors.ts'

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

/** A season of a series: from 1, or null when the playlist has no seasons. */
const Season = Nullable(Type.Integer({ minimum: 1, maximum: MAX_SEASON }))

/** A media of a playlist, in the playlist's order. */
export const AdminPlaylistEntry = Type.Object({
  uid: Uid,
  name: Type.String(),
  /** Seconds. */
  duration: Type.Number({ minimum: 0 }),
  /** Address of its thumbnail, or null. */
  thumbnail: Nullable(Type.String()),
  season: Season,
})
export type AdminPlaylistEntry = Static<typeof AdminPlaylistEntry>

/** GET /items/{uid}/: one item with its texts, download choice and prices. */
export const AdminItemDetail = Type.Object({
  ...AdminItem.properties,
  /** The media or playlist the item shows (`/medias/{uid}/` for a media). */
  content_object_uid: Uid,
  excerpt: Type.String(),
  /** Rich text (HTML); the server keeps only safe tags, as the storefront shows it. */
  description: Type.String(),
  /** The English versions of the name, excerpt and description; '' = none, French shown. */
  name_en: Type.String(),
  excerpt_en: Type.String(),
  description_en: Type.String(),
  tags: Type.Array(Type.String()),
  is_content_downloadable: Type.Boolean(),
  prices: Type.Array(Price),
  /** A playlist's medias in order (empty for a media item). */
  medias: Type.Array(AdminPlaylistEntry),
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
  publication: Type.Optional(Type.Enum(PUBLICATION_STATES)),
  /** Only these items (comma-joined uids): what a screen showing several references asks for. */
  uid__in: Type.Optional(CommaList),
})
export type AdminItemsQuery = Static<typeof AdminItemsQuery>

export const AdminItemParams = Type.Object({ uid: Uid })

/** A price as staff set it: a new one has no uid yet. */
export const AdminPriceInput = Type.Object(
  {
    uid: Type.Optional(Uid),
    amount: Type.Integer({ minimum: 0, maximum: MAX_PRICE_AMOUNT }),
    /** Hours of access; 0 = unlimited. */
    period: Type.Integer({ minimum: 0, maximum: MAX_PRICE_PERIOD_HOURS }),
    downloadable_choices: Price.properties.downloadable_choices,
  },
  { additionalProperties: false },
)
export type AdminPriceInput = Static<typeof AdminPriceInput>

/**
 * PATCH /items/{uid}/: what staff change of an item; fields left out stay as they are. Changing
 * `published_at` publishes (or schedules, or takes back) the item and needs `catalogue.publish`,
 * as `visibility_type` does; `prices` is the whole new list (those left out are removed) and needs
 * `catalogue.prices`, as `monetization_enabled`, `is_content_downloadable` and
 * `confirm_medias_given_away` do. A field sent unchanged needs no permission.
 */
export const AdminItemChange = Type.Object(
  {
    name: Type.Optional(Type.String({ minLength: 1, maxLength: ITEM_NAME_MAX_LENGTH })),
    excerpt: Type.Optional(Type.String({ maxLength: ITEM_EXCERPT_MAX_LENGTH })),
    description: Type.Optional(Type.String({ maxLength: ITEM_DESCRIPTION_MAX_LENGTH })),
    /** English versions shown to visitors who chose English; '' removes one (French shown). */
    name_en: Type.Optional(Type.String({ maxLength: ITEM_NAME_MAX_LENGTH })),
    excerpt_en: Type.Optional(Type.String({ maxLength: ITEM_EXCERPT_MAX_LENGTH })),
    description_en: Type.Optional(Type.String({ maxLength: ITEM_DESCRIPTION_MAX_LENGTH })),
    tags: Type.Optional(
      Type.Array(Type.String({ minLength: 1, maxLength: ITEM_TAG_MAX_LENGTH }), {
        maxItems: ITEM_MAX_TAGS,
      }),
    ),
    category_uids: Type.Optional(Type.Array(Uid, { maxItems: ITEM_MAX_CATEGORIES })),
    visibility_type: Type.Optional(VisibilityType),
    monetization_enabled: Type.Optional(Type.Boolean()),
    is_content_downloadable: Type.Optional(Type.Boolean()),
    published_at: Type.Optional(DateTime),
    prices: Type.Optional(Type.Array(AdminPriceInput, { maxItems: ITEM_MAX_PRICES })),
    /**
     * A playlist's medias, the whole new list in order: each a media of the website, once, with
     * its season (null for none). Seasons, when given, are given to all and never go back.
     */
    medias: Type.Optional(
      Type.Array(
        Type.Object({ uid: Uid, season: Type.Optional(Season) }, { additionalProperties: false }),
        { maxItems: PLAYLIST_MAX_MEDIAS },
      ),
    ),
    /**
     * A playlist made more open than the own item of a media it holds gives that media away
     * (409 naming `visibility_type`); true says staff mean it.
     */
    confirm_medias_given_away: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
)
export type AdminItemChange = Static<typeof AdminItemChange>

/**
 * POST /items/: a new playlist (a media's item comes from its upload), unpublished until staff
 * publish it, holding these medias in this order. It starts public unless `visibility_type` says
 * otherwise (which needs `catalogue.publish`); `confirm_medias_given_away` (which needs
 * `catalogue.prices`) says staff mean to give away the closed medias it holds.
 */
export const AdminPlaylistInput = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: ITEM_NAME_MAX_LENGTH }),
    media_uids: Type.Optional(Type.Array(Uid, { maxItems: PLAYLIST_MAX_MEDIAS })),
    visibility_type: Type.Optional(VisibilityType),
    confirm_medias_given_away: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
)
export type AdminPlaylistInput = Static<typeof AdminPlaylistInput>

/**
 * A media a playlist would give away: who its own item lets watch it for free (`buyers`: nobody
 * but those who pay or subscribe; `on_request`: nobody but those let in; `signed_in`: members)
 * and to whom the playlist would open it for free.
 */
export const MediaGivenAway = Type.Object({
  uid: Uid,
  name: Type.String(),
  item_uid: Uid,
  kept_for: Type.Union([
    Type.Literal('buyers'),
    Type.Literal('on_request'),
    Type.Literal('signed_in'),
  ]),
  opened_to: Type.Union([Type.Literal('anyone'), Type.Literal('signed_in')]),
})
export type MediaGivenAway = Static<typeof MediaGivenAway>

/**
 * The 409 of a playlist that would give medias away: the §8 shape, with each media by name and
 * what would happen to it, so the back office can ask staff to confirm.
 */
export const MediasGivenAwayError = Type.Object({
  ...ApiError.properties,
  medias_given_away: Type.Optional(Type.Array(MediaGivenAway)),
})
export type MediasGivenAwayError = Static<typeof MediasGivenAwayError>
