import type {
  AdminCategory,
  AdminCategoryMove,
} from '../../../../contract/schemas/admin-categories.ts'
import { childCount, type TreeRow } from '../category-tree.ts'

/** What a row's move menu offers, each a call to the move route. */
export const KEYBOARD_MOVES = ['up', 'down', 'indent', 'outdent'] as const
export type KeyboardMove = (typeof KEYBOARD_MOVES)[number]

const rowOf = (rows: readonly TreeRow[], uid: string | undefined) =>
  rows.find((row) => row.category.uid === uid)

/** The category just above among its siblings: the one `indent` puts it under. */
export const siblingAbove = (rows: readonly TreeRow[], row: TreeRow) =>
  rowOf(rows, row.siblings[row.index - 1])?.category

/**
 * Where a keyboard move puts the row, or null when it cannot go that way: up and down among its
 * siblings, `indent` last under the sibling above, `outdent` just after its parent.
 */
export function keyboardMove(
  rows: readonly TreeRow[],
  row: TreeRow,
  move: KeyboardMove,
): AdminCategoryMove | null {
  const parentUid = row.parent?.uid ?? null
  switch (move) {
    case 'up':
      return row.index > 0 ? { parent_uid: parentUid, position: row.index - 1 } : null
    case 'down':
      return row.index < row.siblings.length - 1
        ? { parent_uid: parentUid, position: row.index + 1 }
        : null
    case 'indent': {
      const above = siblingAbove(rows, row)
      return above ? { parent_uid: above.uid, position: childCount(rows, above.uid) } : null
    }
    case 'outdent': {
      const parentRow = rowOf(rows, parentUid ?? undefined)
      return parentRow
        ? { parent_uid: parentRow.parent?.uid ?? null, position: parentRow.index + 1 }
        : null
    }
  }
}

/**
 * Where a row dropped on another's place goes: beside it, under the same parent, taking its
 * place. Dragged down, it lands after that row; dragged up, before it.
 */
export function dropMove(
  rows: readonly TreeRow[],
  activeUid: string,
  overUid: string,
): AdminCategoryMove | null {
  const from = rows.findIndex((row) => row.category.uid === activeUid)
  const to = rows.findIndex((row) => row.category.uid === overUid)
  if (from < 0 || to < 0 || from === to) return null
  const over = rows[to]!
  const parentUid = over.parent?.uid ?? null
  const sameParent = (rows[from]!.parent?.uid ?? null) === parentUid
  // Among the same siblings, the server takes the row out before placing it: index `over.index`
  // is then after `over` when going down.
  const position = sameParent || to < from ? over.index : over.index + 1
  return { parent_uid: parentUid, position }
}

const siblingsOf = <Category extends AdminCategory>(
  categories: readonly Category[],
  parentUid: string | null,
  uid: string,
) =>
  categories
    .filter((category) => category.parent_uid === parentUid && category.uid !== uid)
    .sort((a, b) => a.position - b.position)

/**
 * The categories as the server leaves them after the move (move-service.ts): the category under
 * its new parent at `position` (past the last: last), both sibling lists numbered 0..n-1 again.
 */
export function applyMove<Category extends AdminCategory>(
  categories: readonly Category[],
  uid: string,
  move: AdminCategoryMove,
): Category[] {
  const moved = categories.find((category) => category.uid === uid)
  if (!moved) return [...categories]
  const left = siblingsOf(categories, moved.parent_uid, uid)
  const joined = siblingsOf(categories, move.parent_uid, uid)
  const at = Math.min(move.position, joined.length)
  const placed = [...joined.slice(0, at), moved, ...joined.slice(at)]
  const positions = new Map<string, number>()
  left.forEach((category, index) => positions.set(category.uid, index))
  placed.forEach((category, index) => positions.set(category.uid, index))
  const counted = (category: Category) =>
    moved.parent_uid === move.parent_uid
      ? 0
      : Number(category.uid === move.parent_uid) - Number(category.uid === moved.parent_uid)
  return categories.map((category) => ({
    ...category,
    parent_uid: category.uid === uid ? move.parent_uid : category.parent_uid,
    position: positions.get(category.uid) ?? category.position,
    children_count: category.children_count + counted(category),
  }))
}
