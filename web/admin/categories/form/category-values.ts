import type {
  AdminCategory,
  AdminCategoryChange,
  AdminCategoryInput,
} from '../../../../contract/schemas/admin-categories.ts'

/** A category's form as react-admin holds it: an emptied text input reads null. */
export type CategoryFormValues = Pick<AdminCategory, 'name' | 'is_on_navbar' | 'order_by'> & {
  slug: string | null
  parent_uid: string | null
  description: string | null
  name_en?: string | null
  description_en?: string | null
}

/** A new category's first values: at the top level, newest items first, off the navbar. */
export const NEW_CATEGORY: CategoryFormValues = {
  name: '',
  slug: null,
  parent_uid: null,
  description: '',
  name_en: '',
  description_en: '',
  is_on_navbar: false,
  order_by: '-published_at',
}

/** The fields the form edits, as both calls take them: without a slug, the server makes one. */
function categoryFields(values: CategoryFormValues) {
  const { name, slug, description, is_on_navbar, order_by } = values
  return {
    name,
    ...(slug ? { slug } : {}),
    description: description ?? '',
    name_en: values.name_en ?? '',
    description_en: values.description_en ?? '',
    is_on_navbar,
    order_by,
  }
}

/** PATCH /categories/{uid}/: every field the form edits; the parent changes through /move/. */
export const categoryChange = (values: CategoryFormValues): AdminCategoryChange =>
  categoryFields(values)

/** POST /categories/: placed last under its parent (null: the top level). */
export const categoryInput = (values: CategoryFormValues): AdminCategoryInput => ({
  ...categoryFields(values),
  parent_uid: values.parent_uid ?? null,
})
