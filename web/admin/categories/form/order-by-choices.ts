import type { ItemOrdering } from '../../../../contract/schemas/catalogue.ts'

/**
 * The text of each item ordering (ITEM_ORDERINGS): a record over the type, so an ordering added
 * to the contract stops the build until it is named here.
 */
const ORDER_BY_TEXTS: Record<ItemOrdering, string> = {
  '-published_at': 'newest',
  published_at: 'oldest',
  name: 'az',
  '-name': 'za',
}

/** How a category orders its items, as react-admin choices in the back office's language. */
export const ORDER_BY_CHOICES = Object.entries(ORDER_BY_TEXTS).map(([id, text]) => ({
  id,
  name: `vitrine.category.orderBy.${text}`,
}))
