import { describe, expect, it } from 'vitest'
import type { AdminCategory } from '../../../../contract/schemas/admin-categories.ts'
import { subtreeUids, treeRows } from '../category-tree.ts'
import { applyMove, dropMove, keyboardMove, type KeyboardMove } from './tree-moves.ts'

/** A category named by its uid, under `parent` at `position`. */
const category = (uid: string, parent: string | null, position: number): AdminCategory => ({
  uid,
  name: uid,
  slug: uid,
  parent_uid: parent,
  description: '',
  name_en: '',
  description_en: '',
  icon: null,
  thumbnail: null,
  is_on_navbar: false,
  order_by: '-published_at',
  position,
  items_count: 0,
  children_count: 0,
})

/**
 * docs ─ nature ─ oceans
 *      │        └ mountains
 *      └ history
 * music
 * sport
 */
const TREE = [
  category('sport', null, 2),
  category('history', 'docs', 1),
  category('docs', null, 0),
  category('mountains', 'nature', 1),
  category('music', null, 1),
  category('oceans', 'nature', 0),
  category('nature', 'docs', 0),
]

/** The tree as indented names, the way the screen draws it. */
const drawn = (categories: readonly AdminCategory[]) =>
  treeRows(categories).map((row) => `${'  '.repeat(row.depth)}${row.category.uid}`)

/** The tree once `uid` has made a keyboard move, as the server would leave it. */
function afterKey(uid: string, move: KeyboardMove) {
  const rows = treeRows(TREE)
  const target = keyboardMove(
    rows,
    rows.find((row) => row.category.uid === uid)!,
    move,
  )
  return target && drawn(applyMove(TREE, uid, target))
}

describe('the category tree', () => {
  it('shows each category under its parent, siblings by position, whatever order they came in', () => {
    expect(drawn(TREE)).toEqual([
      'docs',
      '  nature',
      '    oceans',
      '    mountains',
      '  history',
      'music',
      'sport',
    ])
  })

  it('never offers a category, or one under it, as its own parent', () => {
    expect([...subtreeUids(treeRows(TREE), 'nature')]).toEqual(['nature', 'oceans', 'mountains'])
  })
})

describe('keyboard moves', () => {
  it('moves a category up and down among its siblings only', () => {
    expect(afterKey('history', 'up')).toEqual(
      drawn(TREE)
        .slice(0, 1)
        .concat(['  history', '  nature', '    oceans', '    mountains', 'music', 'sport']),
    )
    expect(afterKey('music', 'down')?.slice(-2)).toEqual(['sport', 'music'])
    expect(afterKey('docs', 'up')).toBeNull()
    expect(afterKey('sport', 'down')).toBeNull()
  })

  it('indents a category as the last one under the sibling above it', () => {
    expect(afterKey('history', 'indent')).toEqual([
      'docs',
      '  nature',
      '    oceans',
      '    mountains',
      '    history',
      'music',
      'sport',
    ])
    expect(afterKey('nature', 'indent')).toBeNull()
  })

  it('outdents a category to just after its parent', () => {
    expect(afterKey('oceans', 'outdent')).toEqual([
      'docs',
      '  nature',
      '    mountains',
      '  oceans',
      '  history',
      'music',
      'sport',
    ])
    expect(afterKey('nature', 'outdent')).toEqual([
      'docs',
      '  history',
      'nature',
      '  oceans',
      '  mountains',
      'music',
      'sport',
    ])
    expect(afterKey('music', 'outdent')).toBeNull()
  })

  it('keeps the counts of subcategories right after a change of parent', () => {
    const moved = applyMove(TREE, 'history', { parent_uid: 'nature', position: 9 })
    const count = (uid: string) => moved.find((row) => row.uid === uid)?.children_count
    expect([count('docs'), count('nature')]).toEqual([-1, 1])
  })
})

describe('drag and drop', () => {
  const dropped = (active: string, over: string) => {
    const target = dropMove(treeRows(TREE), active, over)
    return target && drawn(applyMove(TREE, active, target))
  }

  it('takes the place of a sibling, after it going down and before it going up', () => {
    expect(dropped('music', 'sport')?.slice(-2)).toEqual(['sport', 'music'])
    expect(dropped('sport', 'music')?.slice(-3)).toEqual(['  history', 'sport', 'music'])
  })

  it('joins the parent of the row it is dropped on', () => {
    expect(dropped('sport', 'oceans')).toEqual([
      'docs',
      '  nature',
      '    sport',
      '    oceans',
      '    mountains',
      '  history',
      'music',
    ])
    expect(dropped('oceans', 'history')).toEqual([
      'docs',
      '  nature',
      '    mountains',
      '  history',
      '  oceans',
      'music',
      'sport',
    ])
  })

  it('does nothing when dropped back on its own place', () => {
    expect(dropMove(treeRows(TREE), 'music', 'music')).toBeNull()
  })
})
