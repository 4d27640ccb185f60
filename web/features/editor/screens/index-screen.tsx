import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core'
import {
  SortableContext,
  sortableKeyboardCoordinates,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable'
import AddIcon from '@mui/icons-material/Add'
import ChevronRightIcon from '@mui/icons-material/ChevronRight'
import Button from '@mui/material/Button'
import List from '@mui/material/List'
import ListItem from '@mui/material/ListItem'
import ListItemButton from '@mui/material/ListItemButton'
import ListItemText from '@mui/material/ListItemText'
import Stack from '@mui/material/Stack'
import { useRef } from 'react'
import { useTranslation } from '../../../i18n/use-translation.tsx'
import type { Block } from '../../../../contract/schemas/pages.ts'
import { SortableBlockRow } from './sortable-block-row.tsx'
import { BACK_OFFICE_PATH } from '../../../../contract/values/api-paths.ts'
import type { TextKeyName } from '../../../i18n/text-keys.ts'

interface IndexScreenProps {
  blocks: Block[]
  activeUid: string | null
  onOpenBlock: (uid: string) => void
  onOpenNavbar: () => void
  onOpenFooter: () => void
  onAddBlock: () => void
  /** Moves the block to `index` of the page. */
  onMove: (uid: string, index: number) => void
}

/** A fixed entry of the index (navbar, footer): not movable, opens its editor. */
function FixedEntry({ label, onOpen }: { label: string; onOpen: () => void }) {
  return (
    <List disablePadding>
      <ListItem disablePadding>
        <ListItemButton onClick={onOpen}>
          <ListItemText primary={label} slotProps={{ primary: { fontWeight: 500 } }} />
          <ChevronRightIcon aria-hidden fontSize="small" />
        </ListItemButton>
      </ListItem>
    </List>
  )
}

/** What screen readers hear while a block is moved, in the visitor's language. */
function useAnnouncements(blocks: Block[]): Announcements {
  const { t } = useTranslation()
  const say = (key: TextKeyName, id: UniqueIdentifier, over?: UniqueIdentifier) => {
    const name = blocks.find((block) => block.uid === id)?.title ?? ''
    const position = blocks.findIndex((block) => block.uid === (over ?? id)) + 1
    return t(key, { name, position, total: blocks.length })
  }
  // dnd-kit reports the block over its own place as soon as it is picked: saying so would
  // drown out 'picked' at once, so only a change of place is announced.
  const lastOver = useRef<UniqueIdentifier | null>(null)
  return {
    onDragStart: ({ active }) => {
      lastOver.current = active.id
      return say('editor.index.picked', active.id)
    },
    onDragOver: ({ active, over }) => {
      if ((over?.id ?? null) === lastOver.current) return undefined
      lastOver.current = over?.id ?? null
      return over ? say('editor.index.moved', active.id, over.id) : ''
    },
    onDragEnd: ({ active, over }) =>
      over
        ? say('editor.index.dropped', active.id, over.id)
        : say('editor.index.cancelled', active.id),
    onDragCancel: ({ active }) => say('editor.index.cancelled', active.id),
  }
}

/**
 * The root of the drawer (spec §2): the fixed Navbar entry, the page's blocks in order, which
 * move by drag or keyboard, the fixed Footer entry, and a way to add a block.
 */
export function IndexScreen(props: IndexScreenProps) {
  const { t } = useTranslation()
  const { blocks } = props
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  )
  const announcements = useAnnouncements(blocks)

  const dropped = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return
    const index = blocks.findIndex((block) => block.uid === over.id)
    if (index >= 0) props.onMove(String(active.id), index)
  }

  return (
    <Stack spacing={1}>
      <FixedEntry label={t('editor.index.navbar')} onOpen={props.onOpenNavbar} />
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        onDragEnd={dropped}
        accessibility={{
          announcements,
          screenReaderInstructions: { draggable: t('editor.index.instructions') },
        }}
      >
        <SortableContext
          items={blocks.map((block) => block.uid)}
          strategy={verticalListSortingStrategy}
        >
          <List aria-label={t('editor.index.blocks')} disablePadding>
            {blocks.map((block) => (
              <SortableBlockRow
                key={block.uid}
                block={block}
                active={block.uid === props.activeUid}
                onOpen={() => props.onOpenBlock(block.uid)}
              />
            ))}
          </List>
        </SortableContext>
      </DndContext>
      <FixedEntry label={t('editor.index.footer')} onOpen={props.onOpenFooter} />
      <Button startIcon={<AddIcon />} onClick={props.onAddBlock} sx={{ alignSelf: 'start' }}>
        {t('editor.index.add')}
      </Button>
      <Button component="a" href={BACK_OFFICE_PATH} sx={{ alignSelf: 'start' }}>
        {t('editor.index.backOffice')}
      </Button>
    </Stack>
  )
}
