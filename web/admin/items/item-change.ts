import type { AdminItemChange, AdminItemDetail } from '../../../contract/schemas/admin-items.ts'
import type { AdminRecord } from '../record.ts'

/** The item form's values: the item as read, with what the inputs changed. */
export type ItemFormValues = AdminRecord<AdminItemDetail>

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b)

/** A date as the API takes it: the date-time input gives local time without a zone. */
const isoDate = (value: string | Date) => new Date(value).toISOString()

/**
 * The PATCH body of an item form: only the fields that changed, so a contributor who never
 * touched the date or the prices asks for no permission they lack.
 */
export function itemChange(values: ItemFormValues, previous: ItemFormValues): AdminItemChange {
  const change: AdminItemChange = {}
  const texts = ['name', 'excerpt', 'description'] as const
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
