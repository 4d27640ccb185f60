import { SelectInput } from 'react-admin'
import { subtreeUids } from '../category-tree.ts'
import { useCategoryTree } from '../get-categories.ts'

/** Non-breaking spaces, so a choice's depth shows in the list the way the tree draws it. */
const indent = (depth: number) => '\u00a0'.repeat(depth * 4)

/**
 * The category to put this one under: any other, drawn as the tree, but neither this one nor
 * one under it (`uid`, on edit); "None" puts it at the top level.
 */
export function ParentInput({ uid, helperText }: { uid?: string; helperText?: string }) {
  const tree = useCategoryTree()
  const excluded = uid ? subtreeUids(tree.rows, uid) : new Set<string>()
  const choices = tree.rows
    .filter((row) => !excluded.has(row.category.uid))
    .map((row) => ({ id: row.category.uid, name: `${indent(row.depth)}${row.category.name}` }))
  return (
    <SelectInput
      source="parent_uid"
      choices={choices}
      translateChoice={false}
      emptyText="vitrine.category.topLevel"
      isPending={tree.isPending}
      helperText={helperText ?? false}
      // "None" shows as the value of a top-level category, not an empty field.
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
    />
  )
}
