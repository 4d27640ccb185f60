import { useSortable } from '@dnd-kit/sortable'
import { CSS } from '@dnd-kit/utilities'
import DragIndicatorIcon from '@mui/icons-material/DragIndicator'
import Box from '@mui/material/Box'
import IconButton from '@mui/material/IconButton'
import Link from '@mui/material/Link'
import TableCell from '@mui/material/TableCell'
import TableRow from '@mui/material/TableRow'
import type { MouseEvent } from 'react'
import { useTranslate } from 'react-admin'
import { Link as RouterLink, useNavigate } from 'react-router-dom'
import { VISUALLY_HIDDEN } from '../../../ui/visually-hidden.ts'
import type { TreeRow } from '../category-tree.ts'
import type { CategoryRecord } from '../get-categories.ts'
import { MoveMenu, type MoveChoice } from './move-menu.tsx'
import { dragHandleId, moveButtonId } from './row-ids.ts'
import { WIDE_SCREEN_ONLY } from './wide-screen-only.ts'

const ICON_SIZE = 24
/** How far each level of the tree is indented, in theme spacing units. */
const INDENT = 3

interface CategoryRowProps {
  row: TreeRow<CategoryRecord>
  /** Its edit screen, or null for staff who may not edit. */
  editPath: string | null
  /** Whether it may be dragged now (editable, and no other move on its way). */
  draggable: boolean
  choices: MoveChoice[]
  onMove: (choice: MoveChoice['move']) => void
}

/**
 * A category of the tree: its handle (drag, or Space then arrows), icon and name indented by its
 * depth, slug, items and navbar flag, and its move menu. A click on the row opens its form.
 */
export function CategoryRow({ row, editPath, draggable, choices, onMove }: CategoryRowProps) {
  const translate = useTranslate()
  const navigate = useNavigate()
  const { category, depth, parent } = row
  const {
    setNodeRef,
    setActivatorNodeRef,
    attributes,
    listeners,
    transform,
    transition,
    isDragging,
  } = useSortable({
    id: category.uid,
    disabled: !draggable,
    attributes: { roleDescription: translate('vitrine.sortable.roleDescription') },
  })
  const open = (event: MouseEvent) => {
    // Its link, handle and menu button do their own work; a click in its menu (a portal, whose
    // events React still bubbles here) or on the backdrop closing it is not a click on the row.
    const target = event.target as Element
    if (editPath && event.currentTarget.contains(target) && !target.closest('a, button')) {
      void navigate(editPath)
    }
  }
  return (
    <TableRow
      ref={setNodeRef}
      hover
      onClick={open}
      style={{
        transform: CSS.Translate.toString(transform),
        transition,
      }}
      sx={{
        cursor: editPath ? 'pointer' : undefined,
        bgcolor: 'background.paper',
        position: 'relative',
        zIndex: isDragging ? 1 : undefined,
        boxShadow: isDragging ? 4 : undefined,
      }}
    >
      {editPath && (
        <TableCell padding="checkbox">
          <IconButton
            id={dragHandleId(category.uid)}
            ref={setActivatorNodeRef}
            {...attributes}
            {...listeners}
            aria-label={translate('vitrine.category.drag', { name: category.name })}
            size="small"
            sx={{ cursor: isDragging ? 'grabbing' : 'grab', touchAction: 'none' }}
          >
            <DragIndicatorIcon fontSize="small" />
          </IconButton>
        </TableCell>
      )}
      <TableCell>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, pl: depth * INDENT }}>
          <Box sx={{ width: ICON_SIZE, height: ICON_SIZE, flexShrink: 0 }}>
            {category.icon && (
              <img
                src={category.icon}
                alt=""
                width={ICON_SIZE}
                height={ICON_SIZE}
                style={{ display: 'block', objectFit: 'contain' }}
              />
            )}
          </Box>
          {editPath ? (
            <Link component={RouterLink} to={editPath} color="inherit" underline="hover">
              {category.name}
            </Link>
          ) : (
            category.name
          )}
          {parent && (
            <Box component="span" sx={VISUALLY_HIDDEN}>
              {translate('vitrine.category.under', { name: parent.name })}
            </Box>
          )}
        </Box>
      </TableCell>
      <TableCell sx={WIDE_SCREEN_ONLY}>{category.slug}</TableCell>
      <TableCell align="right">{category.items_count}</TableCell>
      <TableCell sx={WIDE_SCREEN_ONLY}>
        {translate(category.is_on_navbar ? 'ra.boolean.true' : 'ra.boolean.false')}
      </TableCell>
      {editPath && (
        <TableCell padding="checkbox">
          <MoveMenu
            name={category.name}
            buttonId={moveButtonId(category.uid)}
            choices={choices}
            onMove={onMove}
          />
        </TableCell>
      )}
    </TableRow>
  )
}
