import Autocomplete from '@mui/material/Autocomplete'
import TextField from '@mui/material/TextField'
import { useState } from 'react'
import { useTranslation } from '../../../i18n/use-translation.tsx'
import type { Item } from '../../../../contract/schemas/catalogue.ts'
import type { ContentEntry } from '../../../../contract/schemas/pages.ts'
import { useCategories } from '../../../api/get-categories.ts'
import { categoriesByUid } from '../entry-labels.ts'
import { ChoiceInput } from '../fields/inputs.tsx'
import { useFieldError } from '../field-errors.ts'
import { useItemsByUid } from '../get-items-by-uid.ts'
import { useItemSearch } from '../search-items.ts'
import { SEARCH_DEBOUNCE_MS, useDebouncedValue } from '../../../lib/use-debounced-value.ts'

interface SelectionProps<T> {
  value: T
  onChange: (value: T) => void
  path: string
}

/** The item an Items block shows at this place, found by searching the catalogue. */
export function ItemSelectionForm({ value, onChange, path }: SelectionProps<ContentEntry>) {
  const { t } = useTranslation()
  const [text, setText] = useState('')
  const search = useItemSearch(useDebouncedValue(text, SEARCH_DEBOUNCE_MS))
  const uid = value.content_object.uid
  const chosen = useItemsByUid(uid ? [uid] : []).get(uid) ?? null
  const error = useFieldError(`${path}.content_object.uid`)
  return (
    <Autocomplete<Item>
      options={search.data ?? []}
      value={chosen}
      loading={search.isFetching}
      filterOptions={(options) => options}
      getOptionLabel={(item) => item.content_object.name}
      isOptionEqualToValue={(option, current) => option.uid === current.uid}
      onInputChange={(_event, typed, reason) => {
        if (reason === 'input') setText(typed)
      }}
      onChange={(_event, item) => {
        // Home blocks show medias and playlists; live items come to them in a later slice.
        if (item && item.content_object_type !== 'live') {
          onChange({
            content_object_type: item.content_object_type,
            content_object: { uid: item.uid },
          })
        }
      }}
      noOptionsText={t('editor.item.noResults')}
      loadingText={t('editor.item.loading')}
      renderInput={(params) => (
        <TextField
          {...params}
          label={t('editor.item.search')}
          size="small"
          error={error !== undefined}
          helperText={error ?? t('editor.item.hint')}
        />
      )}
    />
  )
}

/** The category a Categories block shows at this place. */
export function CategorySelectionForm({ value, onChange, path }: SelectionProps<string>) {
  const { t } = useTranslation()
  const { categories } = useCategories()
  const names = [...categoriesByUid(categories)]
  return (
    <ChoiceInput
      label={t('editor.category.choose')}
      value={value}
      onChange={onChange}
      path={path}
      choices={[
        { value: '', label: t('editor.category.none') },
        ...names.map(([uid, name]) => ({ value: uid, label: name })),
      ]}
    />
  )
}
