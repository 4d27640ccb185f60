import { useEffect, useState } from 'react'
import { useTranslate } from 'react-admin'
import type { AdminCategoryMove } from '../../../../contract/schemas/admin-categories.ts'
import type { TreeRow } from '../category-tree.ts'
import type { CategoryRecord } from '../get-categories.ts'
import { useMoveCategory } from './use-move-category.ts'
import { dragHandleId, moveButtonId } from './row-ids.ts'

/** The control a move came from: the focus goes back to it on the moved row. */
type MoveControl = 'drag' | 'menu'

/** What a screen reader hears once the server has agreed to a move: the row's new place. */
function usePlaceText() {
  const translate = useTranslate()
  return (rows: readonly TreeRow[], uid: string) => {
    const row = rows.find((candidate) => candidate.category.uid === uid)
    if (!row) return ''
    const place = {
      name: row.category.name,
      position: row.index + 1,
      total: row.siblings.length,
    }
    return row.parent
      ? translate('vitrine.category.placedUnder', { ...place, parent: row.parent.name })
      : translate('vitrine.category.placedTop', place)
  }
}

/**
 * The tree's moves: sent one at a time, the focus kept on the moved row's control while the rows
 * are drawn again (a moved element loses the focus), and the new place announced.
 */
export function useTreeMoves(rows: readonly TreeRow<CategoryRecord>[]) {
  const placeText = usePlaceText()
  const [announcement, setAnnouncement] = useState('')
  const [focus, setFocus] = useState<{ uid: string; control: MoveControl } | null>(null)
  const mutation = useMoveCategory((uid, movedRows) => setAnnouncement(placeText(movedRows, uid)))

  useEffect(() => {
    if (!focus) return
    const id = focus.control === 'drag' ? dragHandleId(focus.uid) : moveButtonId(focus.uid)
    const control = document.getElementById(id)
    if (control && document.activeElement !== control) control.focus()
  }, [focus, rows])

  const move = (uid: string, target: AdminCategoryMove, control: MoveControl) => {
    setFocus({ uid, control })
    setAnnouncement('')
    mutation.mutate({ uid, move: target }, { onSettled: () => setFocus(null) })
  }
  return { move, isMoving: mutation.isPending, announcement }
}
