import { Type, type Static } from 'typebox'
import {
  CATEGORY_NAME_MAX_LENGTH,
  CATEGORY_DESCRIPTION_MAX_LENGTH,
  CATEGORY_SLUG_MAX_LENGTH,
  CATEGORY_SLUG_PATTERN,
  CATEGORY_SORTS,
} from '../values/admin-categories.ts'
import { LIST_QUERY_FIELDS } from './admin-list-query.ts'
import { ItemOrdering } from './catalogue.ts'
import { Nullable, Uid } from './common.ts'

/** A category as the staff see it: where it sits in the tree and what it holds. */
export const AdminCategory = Type.Object({
  uid: Uid,
  name: Type.String(),
  /** Its address in the storefront: `/category/{slug}`. */
  slug: Type.String(),
  /** The category it is under; null at the top level. */
  parent_uid: Nullable(Uid),
  description: Type.String(),
  /** The English versions of the name and description; '' = none, French shown. */
  name_en: Type.String(),
  description_en: Type.String(),
  /** The address the storefront shows the icon at (versioned by the picture), or null. */
  icon: Nullable(Type.String()),
  /** The address the storefront shows the thumbnail at (versioned by the picture), or null. */
  thumbnail: Nullable(Type.String()),
  /** Shown in the storefront's navigation bar. */
  is_on_navbar: Type.Boolean(),
  /** How the storefront orders the category's items. */
  order_by: ItemOrdering,
  /** Its place among the categories with the same parent, from 0. */
  position: Type.Integer(),
  /** Items in the category, published or not. */
  items_count: Type.Integer({ minimum: 0 }),
  /** Categories directly under it: one with any is never deleted. */
  children_count: Type.Integer({ minimum: 0 }),
})
export type AdminCategory = Static<typeof AdminCategory>

/** GET /categories/: a page of the website's categories. */
export const AdminCategoryList = Type.Array(AdminCategory)

export const AdminCategoriesQuery = Type.Object({
  ...LIST_QUERY_FIELDS,
  _sort: Type.Optional(Type.Enum(CATEGORY_SORTS)),
  /** Words the name holds (accents and case aside). */
  q: Type.Optional(Type.String({ maxLength: 200 })),
  /** Only the categories directly under this one. */
  parent_uid: Type.Optional(Uid),
  /** true: only the top-level categories; false: only those under another. */
  root: Type.Optional(Type.Boolean()),
  is_on_navbar: Type.Optional(Type.Boolean()),
})
export type AdminCategoriesQuery = Static<typeof AdminCategoriesQuery>

const CATEGORY_FIELDS = {
  name: Type.String({ minLength: 1, maxLength: CATEGORY_NAME_MAX_LENGTH }),
  slug: Type.String({
    minLength: 1,
    maxLength: CATEGORY_SLUG_MAX_LENGTH,
    pattern: CATEGORY_SLUG_PATTERN,
  }),
  description: Type.String({ maxLength: CATEGORY_DESCRIPTION_MAX_LENGTH }),
  /** English versions shown to visitors who chose English; '' removes one (French shown). */
  name_en: Type.String({ maxLength: CATEGORY_NAME_MAX_LENGTH }),
  description_en: Type.String({ maxLength: CATEGORY_DESCRIPTION_MAX_LENGTH }),
  is_on_navbar: Type.Boolean(),
  order_by: ItemOrdering,
}

/** POST /categories/: a new category; all but its name may wait. */
export const AdminCategoryInput = Type.Object(
  {
    name: CATEGORY_FIELDS.name,
    /** Made from the name when left out, unique within the website (`jazz`, `jazz-2`…). */
    slug: Type.Optional(CATEGORY_FIELDS.slug),
    /** A category of this website to put it under; null or left out: the top level. */
    parent_uid: Type.Optional(Nullable(Uid)),
    description: Type.Optional(CATEGORY_FIELDS.description),
    name_en: Type.Optional(CATEGORY_FIELDS.name_en),
    description_en: Type.Optional(CATEGORY_FIELDS.description_en),
    is_on_navbar: Type.Optional(CATEGORY_FIELDS.is_on_navbar),
    order_by: Type.Optional(CATEGORY_FIELDS.order_by),
  },
  { additionalProperties: false },
)
export type AdminCategoryInput = Static<typeof AdminCategoryInput>

/** PATCH /categories/{uid}/: only what changes; its place changes through /move/. */
export const AdminCategoryChange = Type.Partial(Type.Object(CATEGORY_FIELDS), {
  additionalProperties: false,
})
export type AdminCategoryChange = Static<typeof AdminCategoryChange>

/** POST /categories/{uid}/move/: where the category goes. */
export const AdminCategoryMove = Type.Object(
  {
    /** The new parent; null: the top level. */
    parent_uid: Nullable(Uid),
    /** Its index among its new siblings; past the last one means last. */
    position: Type.Integer({ minimum: 0 }),
  },
  { additionalProperties: false },
)
export type AdminCategoryMove = Static<typeof AdminCategoryMove>

/** /categories/{uid}/ */
export const AdminCategoryParams = Type.Object({ uid: Uid })
