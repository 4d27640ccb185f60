import type { AdminCategory } from '../../../contract/schemas/admin-categories.ts'

/** A category as the tree screen shows it: how deep it sits and among which siblings. */
export interface TreeRow<Category extends AdminCategory = AdminCategory> {
  category: Category
  /** 0 at the top level. */
  depth: number
  /** The category it is under, or null at the top level. */
  parent: Category | null
  /** The uids of the categories under the same parent, in order, its own included. */
  siblings: string[]
  /** Its index among them, from 0. */
  index: number
}

const byPosition = (a: AdminCategory, b: AdminCategory) => a.position - b.position

/** The categories under each parent (null: the top level), by position. */
function childrenByParent<Category extends AdminCategory>(categories: readonly Category[]) {
  const known = new Set(categories.map((category) => category.uid))
  const children = new Map<string | null, Category[]>()
  for (const category of categories) {
    // A parent missing from the rows would hide its subtree: it shows at the top level instead.
    const parent =
      category.parent_uid !== null && known.has(category.parent_uid) ? category.parent_uid : null
    children.set(parent, [...(children.get(parent) ?? []), category])
  }
  for (const siblings of children.values()) siblings.sort(byPosition)
  return children
}

/**
 * The categories in the tree's order, whatever order they came in: each one, then those under
 * it, siblings by position.
 */
export function treeRows<Category extends AdminCategory>(
  categories: readonly Category[],
): TreeRow<Category>[] {
  const children = childrenByParent(categories)
  const rows: TreeRow<Category>[] = []
  const visit = (parent: Category | null, depth: number) => {
    const siblings = children.get(parent?.uid ?? null) ?? []
    const uids = siblings.map((category) => category.uid)
    siblings.forEach((category, index) => {
      rows.push({ category, depth, parent, siblings: uids, index })
      visit(category, depth + 1)
    })
  }
  visit(null, 0)
  return rows
}

/** The category and every one under it, at any depth: none of them may become its parent. */
export function subtreeUids(rows: readonly TreeRow[], uid: string): Set<string> {
  const start = rows.findIndex((row) => row.category.uid === uid)
  const subtree = new Set<string>()
  if (start < 0) return subtree
  subtree.add(uid)
  for (let at = start + 1; at < rows.length && rows[at]!.depth > rows[start]!.depth; at++) {
    subtree.add(rows[at]!.category.uid)
  }
  return subtree
}

/** How many categories sit directly under `parentUid` (null: the top level). */
export const childCount = (rows: readonly TreeRow[], parentUid: string | null) =>
  rows.filter((row) => (row.parent?.uid ?? null) === parentUid).length
