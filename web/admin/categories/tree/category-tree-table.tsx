import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core'
import {
  SortableContext,
  sortableKeyboardCoordinates,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable'
import Box from '@mui/material/Box'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import { useCreatePath, useTranslate } from 'react-admin'
import { VISUALLY_HIDDEN } from '../../../ui/visually-hidden.ts'
import { useSortableAnnouncements } from '../../ui/sortable-announcements.ts'
import type { TreeRow } from '../category-tree.ts'
import { CategoryRow } from './category-row.tsx'
import { WIDE_SCREEN_ONLY } from './wide-screen-only.ts'
import type { CategoryRecord } from '../get-categories.ts'
import { KEYBOARD_MOVES, dropMove, keyboardMove, siblingAbove } from './tree-moves.ts'
import { useTreeMoves } from './use-tree-moves.ts'

type Row = TreeRow<CategoryRecord>

/** The label of each keyboard move of a row, naming where indent and outdent take it. */
function useMoveLabels() {
  const translate = useTranslate()
  return (rows: readonly Row[], row: Row) => ({
    up: translate('vitrine.category.moveUp'),
    down: translate('vitrine.category.moveDown'),
    indent: translate('vitrine.category.indent', { name: siblingAbove(rows, row)?.name ?? '…' }),
    outdent: translate('vitrine.category.outdent', { name: row.parent?.name ?? '…' }),
  })
}

/**
 * The category tree as a table: every category under its parent, indented. Staff who may edit
 * drag rows to a sibling's place, or move them from each row's menu; the focus stays on the
 * moved row and a polite live region tells its new place.
 */
export function CategoryTreeTable({ rows, editable }: { rows: Row[]; editable: boolean }) {
  const translate = useTranslate()
  const createPath = useCreatePath()
  const labelOf = useMoveLabels()
  const { move, isMoving, announcement } = useTreeMoves(rows)
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  )
  const announcements = useSortableAnnouncements(
    new Map(rows.map((row) => [row.category.uid, row.category.name])),
  )
  const dropped = ({ active, over }: DragEndEvent) => {
    const target = over && dropMove(rows, String(active.id), String(over.id))
    if (target) move(String(active.id), target, 'drag')
  }
  const field = (name: string) => translate(`resources.categories.fields.${name}`)

  return (
    <>
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        onDragEnd={dropped}
        accessibility={{
          announcements,
          screenReaderInstructions: { draggable: translate('vitrine.sortable.instructions') },
        }}
      >
        <SortableContext
          items={rows.map((row) => row.category.uid)}
          strategy={verticalListSortingStrategy}
        >
          <Table size="small" aria-label={translate('vitrine.category.tree')}>
            <TableHead>
              <TableRow>
                {editable && (
                  <TableCell padding="checkbox">
                    <Box sx={VISUALLY_HIDDEN}>{translate('vitrine.category.dragColumn')}</Box>
                  </TableCell>
                )}
                <TableCell>{field('name')}</TableCell>
                <TableCell sx={WIDE_SCREEN_ONLY}>{field('slug')}</TableCell>
                <TableCell align="right">{field('items_count')}</TableCell>
                <TableCell sx={WIDE_SCREEN_ONLY}>{field('is_on_navbar')}</TableCell>
                {editable && (
                  <TableCell padding="checkbox">
                    <Box sx={VISUALLY_HIDDEN}>{translate('vitrine.category.actions')}</Box>
                  </TableCell>
                )}
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row) => {
                const labels = labelOf(rows, row)
                return (
                  <CategoryRow
                    key={row.category.uid}
                    row={row}
                    editPath={
                      editable
                        ? createPath({ resource: 'categories', type: 'edit', id: row.category.id })
                        : null
                    }
                    draggable={editable && !isMoving}
                    choices={KEYBOARD_MOVES.map((name) => ({
                      move: name,
                      label: labels[name],
                      enabled: !isMoving && keyboardMove(rows, row, name) !== null,
                    }))}
                    onMove={(name) => {
                      const target = keyboardMove(rows, row, name)
                      if (target) move(row.category.uid, target, 'menu')
                    }}
                  />
                )
              })}
            </TableBody>
          </Table>
        </SortableContext>
      </DndContext>
      <Box role="status" sx={VISUALLY_HIDDEN}>
        {announcement}
      </Box>
    </>
  )
}
