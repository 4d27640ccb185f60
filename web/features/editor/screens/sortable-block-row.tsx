import { useSortable } from '@dnd-kit/sortable'
import { CSS } from '@dnd-kit/utilities'
import DragIndicatorIcon from '@mui/icons-material/DragIndicator'
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff'
import IconButton from '@mui/material/IconButton'
import ListItem from '@mui/material/ListItem'
import ListItemButton from '@mui/material/ListItemButton'
import ListItemText from '@mui/material/ListItemText'
import { useTranslation } from '../../../i18n/use-translation.tsx'
import type { Block } from '../../../../contract/schemas/pages.ts'

interface SortableBlockRowProps {
  block: Block
  active: boolean
  onOpen: () => void
}

/**
 * A block of the index: its handle moves it (drag, or Space then arrows from the keyboard),
 * its name opens its editor.
 */
export function SortableBlockRow({ block, active, onOpen }: SortableBlockRowProps) {
  const { t } = useTranslation()
  const {
    setNodeRef,
    setActivatorNodeRef,
    attributes,
    listeners,
    transform,
    transition,
    isDragging,
  } = useSortable({ id: block.uid, attributes: { roleDescription: t('editor.index.sortable') } })
  const kind = t(`editor.components.${block.component}`)
  return (
    <ListItem
      ref={setNodeRef}
      disablePadding
      data-block-row={block.uid}
      style={{
        transform: CSS.Translate.toString(transform),
        transition: transition,
      }}
      sx={{
        bgcolor: 'background.paper',
        position: 'relative',
        zIndex: isDragging ? 1 : undefined,
        boxShadow: isDragging ? 4 : undefined,
      }}
    >
      <IconButton
        ref={setActivatorNodeRef}
        {...attributes}
        {...listeners}
        aria-label={t('editor.index.move', { name: block.title })}
        size="small"
        sx={{ cursor: isDragging ? 'grabbing' : 'grab', touchAction: 'none', mx: 0.5 }}
      >
        <DragIndicatorIcon fontSize="small" />
      </IconButton>
      <ListItemButton selected={active} onClick={onOpen} sx={{ pl: 1 }}>
        <ListItemText
          primary={block.title || kind}
          secondary={block.is_displayed ? kind : `${kind} · ${t('editor.index.hidden')}`}
          slotProps={{ primary: { noWrap: true } }}
        />
        {!block.is_displayed && (
          <VisibilityOffIcon fontSize="small" color="action" aria-hidden sx={{ ml: 1 }} />
        )}
      </ListItemButton>
    </ListItem>
  )
}
