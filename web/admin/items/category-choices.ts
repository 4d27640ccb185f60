import { useCategoryTree } from '../categories/get-categories.ts'

/**
 * The website's categories to file or filter items by, in the tree's order: the staff API's tree
 * that the categories screen edits, so a category made or renamed there is offered at once.
 */
export function useCategoryChoices() {
  const { rows } = useCategoryTree()
  return rows.map(({ category }) => ({ id: category.uid, name: category.name }))
}
