import type { AdminItemChange, AdminItemDetail } from '../../../contract/schemas/admin-items.ts'
import type { StaffPermission } from '../../../contract/values/staff-roles.ts'
import type { AdminRecord } from '../record.ts'

/** The item form's values: the item as read, with what the inputs changed. */
export type ItemFormValues = AdminRecord<AdminItemDetail>

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b)

/** A date as the API takes it: the date-time input gives local time without a zone. */
const isoDate = (value: string | Date) => new Date(value).toISOString()

/** What changing each field that decides who may watch needs (the server checks it again). */
const NEEDS = {
  visibility_type: 'catalogue.publish',
  published_at: 'catalogue.publish',
  monetization_enabled: 'catalogue.prices',
  is_content_downloadable: 'catalogue.prices',
  prices: 'catalogue.prices',
} as const satisfies Partial<Record<keyof AdminItemChange, StaffPermission>>

/**
 * The PATCH body of an item form: only the fields that changed and that the staff member's role
 * may change (`may`), so a contributor's save of a priced item's texts never carries the prices
 * their disabled inputs show.
 */
export function itemChange(
  values: ItemFormValues,
  previous: ItemFormValues,
  may: (permission: StaffPermission) => boolean,
): AdminItemChange {
  const change = changedFields(values, previous)
  for (const [field, permission] of Object.entries(NEEDS)) {
    if (!may(permission)) delete change[field as keyof typeof NEEDS]
  }
  return change
}

function changedFields(values: ItemFormValues, previous: ItemFormValues): AdminItemChange {
  const change: AdminItemChange = {}
  const texts = [
    'name',
    'excerpt',
    'description',
    'name_en',
    'excerpt_en',
    'description_en',
  ] as const
  for (const field of texts) {
    if (values[field] !== previous[field]) change[field] = values[field] ?? ''
  }
  const flags = ['monetization_enabled', 'is_content_downloadable'] as const
  for (const field of flags) {
    if (values[field] !== previous[field]) change[field] = Boolean(values[field])
  }
  if (values.visibility_type !== previous.visibility_type) {
    change.visibility_type = values.visibility_type
  }
  const tags = (values.tags ?? []).map((tag) => tag.trim()).filter((tag) => tag !== '')
  if (!same(tags, previous.tags)) change.tags = tags
  const categories = (values.categories ?? []).map((category) => category.uid)
  if (
    !same(
      categories,
      previous.categories.map((category) => category.uid),
    )
  ) {
    change.category_uids = categories
  }
  if (values.published_at && isoDate(values.published_at) !== previous.published_at) {
    change.published_at = isoDate(values.published_at)
  }
  const prices = (values.prices ?? []).map((price) => ({
    ...(price.uid ? { uid: price.uid } : {}),
    amount: price.amount ?? 0,
    period: price.period ?? 0,
    downloadable_choices: price.downloadable_choices ?? null,
  }))
  if (!same(prices, previous.prices)) change.prices = prices
  const medias = (values.medias ?? []).map(({ uid, season }) => ({ uid, season }))
  const before = (previous.medias ?? []).map(({ uid, season }) => ({ uid, season }))
  if (!same(medias, before)) change.medias = medias
  return change
}
