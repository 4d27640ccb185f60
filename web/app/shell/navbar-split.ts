import type { Category } from '../../../contract/schemas/catalogue.ts'

/** Spec §9: five navbar categories show in the bar, the rest go into the 'Plus' menu. */
export const NAVBAR_VISIBLE_COUNT = 5

/** The navbar categories, in their order, split into those shown and those under 'Plus'. */
export function splitNavbar(
  categories: readonly Category[],
  visibleCount = NAVBAR_VISIBLE_COUNT,
): { shown: Category[]; more: Category[] } {
  const navbar = categories.filter((category) => category.is_on_navbar)
  return { shown: navbar.slice(0, visibleCount), more: navbar.slice(visibleCount) }
}
