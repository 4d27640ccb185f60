import TextField from '@mui/material/TextField'
import { useTranslation } from '../../i18n/use-translation.tsx'
import type { ItemOrdering } from '../../../contract/schemas/catalogue.ts'

/** The orderings of spec §2, as the picker offers them (mirrors ITEM_ORDERINGS). */
export const SORT_CHOICES: readonly ItemOrdering[] = [
  '-published_at',
  'published_at',
  'name',
  '-name',
]

export function isItemOrdering(value: string | null): value is ItemOrdering {
  return SORT_CHOICES.includes(value as ItemOrdering)
}

/** A labelled native select: by name or date, ascending or descending. */
export function SortPicker(props: {
  value: ItemOrdering
  onChange: (value: ItemOrdering) => void
}) {
  const { t } = useTranslation()
  return (
    <TextField
      select
      size="small"
      label={t('items.sortBy')}
      value={props.value}
      onChange={(event) => {
        if (isItemOrdering(event.target.value)) props.onChange(event.target.value)
      }}
      slotProps={{ select: { native: true } }}
      sx={{ minWidth: 240 }}
    >
      {SORT_CHOICES.map((choice) => (
        <option key={choice} value={choice}>
          {t(`items.sort.${choice}`)}
        </option>
      ))}
    </TextField>
  )
}
