import { useSortable } from '@dnd-kit/sortable'
import { CSS } from '@dnd-kit/utilities'
import DeleteIcon from '@mui/icons-material/Delete'
import DragIndicatorIcon from '@mui/icons-material/DragIndicator'
import IconButton from '@mui/material/IconButton'
import ListItem from '@mui/material/ListItem'
import ListItemText from '@mui/material/ListItemText'
import TextField from '@mui/material/TextField'
import { useTranslate } from 'react-admin'
import { MAX_SEASON } from '../../../contract/values/admin-items.ts'
import type { AdminPlaylistEntry } from '../../../contract/schemas/admin-items.ts'
import { formatDuration } from '../../ui/format-duration.ts'

interface PlaylistMediaRowProps {
  media: AdminPlaylistEntry
  /** The row's place in the playlist, from 1. */
  position: number
  disabled: boolean
  onSeason: (season: number | null) => void
  onRemove: () => void
}

/**
 * A media of the playlist form: its handle moves it (drag, or Space then arrows from the
 * keyboard), its season is a number (empty for none), and a button takes it out.
 */
export function PlaylistMediaRow({
  media,
  position,
  disabled,
  onSeason,
  onRemove,
}: PlaylistMediaRowProps) {
  const translate = useTranslate()
  const {
    setNodeRef,
    setActivatorNodeRef,
    attributes,
    listeners,
    transform,
    transition,
    isDragging,
  } = useSortable({
    id: media.uid,
    disabled,
    attributes: { roleDescription: translate('vitrine.sortable.roleDescription') },
  })
  return (
    <ListItem
      ref={setNodeRef}
      data-playlist-media={media.uid}
      style={{
        transform: CSS.Translate.toString(transform),
        transition: transition,
      }}
      sx={{
        bgcolor: 'background.paper',
        gap: 1,
        position: 'relative',
        zIndex: isDragging ? 1 : undefined,
        boxShadow: isDragging ? 4 : undefined,
      }}
    >
      <IconButton
        ref={setActivatorNodeRef}
        {...attributes}
        {...listeners}
        aria-label={translate('vitrine.playlist.move', { name: media.name })}
        disabled={disabled}
        size="small"
        sx={{ cursor: isDragging ? 'grabbing' : 'grab', touchAction: 'none' }}
      >
        <DragIndicatorIcon fontSize="small" />
      </IconButton>
      <ListItemText
        primary={`${position}. ${media.name}`}
        secondary={media.duration > 0 ? formatDuration(media.duration) : undefined}
      />
      <TextField
        type="number"
        size="small"
        label={translate('vitrine.playlist.season')}
        value={media.season ?? ''}
        disabled={disabled}
        onChange={(event) => {
          const season = Number.parseInt(event.target.value, 10)
          onSeason(Number.isInteger(season) && season >= 1 ? Math.min(season, MAX_SEASON) : null)
        }}
        slotProps={{
          htmlInput: {
            min: 1,
            max: MAX_SEASON,
            'aria-label': translate('vitrine.playlist.seasonOf', { name: media.name }),
          },
        }}
        sx={{ width: 110 }}
      />
      <IconButton
        aria-label={translate('vitrine.playlist.remove', { name: media.name })}
        disabled={disabled}
        onClick={onRemove}
      >
        <DeleteIcon />
      </IconButton>
    </ListItem>
  )
}
