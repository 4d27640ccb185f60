import AddIcon from '@mui/icons-material/Add'
import ChevronRightIcon from '@mui/icons-material/ChevronRight'
import Button from '@mui/material/Button'
import List from '@mui/material/List'
import ListItem from '@mui/material/ListItem'
import ListItemButton from '@mui/material/ListItemButton'
import ListItemText from '@mui/material/ListItemText'
import Typography from '@mui/material/Typography'
import { useTranslation } from '../../../i18n/use-translation.tsx'
import { useEntryLabels } from '../entry-labels.ts'
import type { ListKind } from '../screen-stack.ts'
import { FieldSet } from './field-set.tsx'

interface ListFieldProps {
  legend: string
  kind: ListKind
  entries: unknown[]
  /** Appends an empty entry (spec §2 'Ajouter'). */
  onAdd: () => void
  /** Opens the editor of the entry at `index`. */
  onOpen: (index: number) => void
}

/** A list of a block (questions, testimonials, items…): each entry opens its own editor. */
export function ListField({ legend, kind, entries, onAdd, onOpen }: ListFieldProps) {
  const { t } = useTranslation()
  const labels = useEntryLabels(kind, entries, t)
  return (
    <FieldSet legend={legend}>
      {entries.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('editor.list.empty')}
        </Typography>
      ) : (
        <List dense disablePadding>
          {labels.map((label, index) => (
            <ListItem key={index} disablePadding>
              <ListItemButton onClick={() => onOpen(index)}>
                <ListItemText primary={label} slotProps={{ primary: { noWrap: true } }} />
                <ChevronRightIcon aria-hidden fontSize="small" />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      )}
      <Button startIcon={<AddIcon />} onClick={onAdd} sx={{ alignSelf: 'start' }}>
        {t('editor.list.add')}
      </Button>
    </FieldSet>
  )
}
