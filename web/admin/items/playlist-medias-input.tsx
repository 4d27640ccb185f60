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
import Autocomplete from '@mui/material/Autocomplete'
import Box from '@mui/material/Box'
import List from '@mui/material/List'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { useId, useState } from 'react'
import { useGetList, useTranslate } from 'react-admin'
import { useFieldArray, useFormContext } from 'react-hook-form'
import type { AdminPlaylistEntry } from '../../../contract/schemas/admin-items.ts'
import type { AdminLibraryMedia } from '../../../contract/schemas/admin-media-library.ts'
import { useSortableAnnouncements } from '../ui/sortable-announcements.ts'
import { PlaylistMediaRow } from './playlist-media-row.tsx'

/** The medias of the library whose name holds what staff type, to add to the playlist. */
function MediaPicker({
  taken,
  onPick,
  disabled,
}: {
  taken: Set<string>
  onPick: (media: AdminLibraryMedia) => void
  disabled: boolean
}) {
  const translate = useTranslate()
  const [search, setSearch] = useState('')
  const found = useGetList<AdminLibraryMedia & { id: string }>('medias', {
    pagination: { page: 1, perPage: 20 },
    sort: { field: 'name', order: 'ASC' },
    filter: search.trim() ? { q: search.trim() } : {},
  })
  const options = (found.data ?? []).filter((media) => !taken.has(media.uid))
  return (
    <Autocomplete
      options={options}
      value={null}
      inputValue={search}
      disabled={disabled}
      loading={found.isPending}
      filterOptions={(all) => all}
      getOptionLabel={(media) => media.name}
      isOptionEqualToValue={(a, b) => a.uid === b.uid}
      noOptionsText={translate('ra.navigation.no_results')}
      loadingText={translate('ra.page.loading')}
      onInputChange={(_, value, reason) => {
        if (reason !== 'reset') setSearch(value)
      }}
      onChange={(_, media) => {
        if (media) onPick(media)
        setSearch('')
      }}
      renderInput={(params) => (
        <TextField {...params} label={translate('vitrine.playlist.add')} size="small" />
      )}
      sx={{ maxWidth: 480 }}
    />
  )
}

/**
 * A playlist's medias in the item form: moved by drag or keyboard, each with its season, taken
 * out, or added from the media library. Saved with the item (item-change.ts); the server checks
 * each media and the seasons' order.
 */
export function PlaylistMediasInput({ disabled }: { disabled: boolean }) {
  const translate = useTranslate()
  const headingId = useId()
  const { control, setValue, watch } = useFormContext<{ medias: AdminPlaylistEntry[] }>()
  const { fields, move, append, remove } = useFieldArray({
    control,
    name: 'medias',
    keyName: 'key',
  })
  const medias = watch('medias') ?? []
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  )
  const announcements = useSortableAnnouncements(
    new Map(fields.map((field) => [field.uid, field.name])),
  )

  const dropped = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return
    const from = fields.findIndex((field) => field.uid === active.id)
    const to = fields.findIndex((field) => field.uid === over.id)
    if (from >= 0 && to >= 0) move(from, to)
  }
  const setSeason = (index: number, season: number | null) =>
    setValue(`medias.${index}.season`, season, { shouldDirty: true })

  return (
    <Box component="section" aria-labelledby={headingId} sx={{ width: '100%', mb: 2 }}>
      <Typography id={headingId} variant="subtitle1" component="h2">
        {translate('resources.items.fields.medias')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {translate('vitrine.playlist.help')}
      </Typography>
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
          items={fields.map((field) => field.uid)}
          strategy={verticalListSortingStrategy}
        >
          <List aria-labelledby={headingId} sx={{ maxWidth: 720 }}>
            {fields.map((field, index) => (
              <PlaylistMediaRow
                key={field.key}
                media={{ ...field, season: medias[index]?.season ?? null }}
                position={index + 1}
                disabled={disabled}
                onSeason={(season) => setSeason(index, season)}
                onRemove={() => remove(index)}
              />
            ))}
          </List>
        </SortableContext>
      </DndContext>
      {fields.length === 0 && (
        <Typography variant="body2" sx={{ my: 1 }}>
          {translate('vitrine.playlist.empty')}
        </Typography>
      )}
      <MediaPicker
        disabled={disabled}
        taken={new Set(fields.map((field) => field.uid))}
        onPick={(media) =>
          append({
            uid: media.uid,
            name: media.name,
            duration: media.duration,
            thumbnail: media.thumbnail,
            season: medias[medias.length - 1]?.season ?? null,
          })
        }
      />
    </Box>
  )
}
