import { useWatch } from 'react-hook-form'
import {
  AutocompleteInput,
  ReferenceInput,
  SelectInput,
  TextInput,
  maxLength,
  required,
} from 'react-admin'
import {
  BROADCAST_SEGMENTS,
  BROADCAST_SUBJECT_MAX_LENGTH,
  type BroadcastSegment,
} from '../../../contract/values/admin-broadcasts.ts'
import { choicesOf } from '../ui/choices.ts'
import { LanguageTabs } from '../ui/language-tabs.tsx'
import { RichTextEditor } from '../ui/rich-text-input.tsx'
import { BroadcastAudience } from './broadcast-audience.tsx'

const SEGMENT_CHOICES = choicesOf(BROADCAST_SEGMENTS, 'vitrine.broadcast.segment')
const byWords = (q: string) => ({ q })

/** The item of "bought item X", the category of "watched category Y", as the segment asks. */
function TargetInput() {
  const segment = useWatch<{ segment?: BroadcastSegment }, 'segment'>({ name: 'segment' })
  if (segment === 'bought_item') {
    return (
      <ReferenceInput source="item_uid" reference="items" sort={{ field: 'name', order: 'ASC' }}>
        <AutocompleteInput
          optionText="name"
          filterToQuery={byWords}
          label="vitrine.broadcast.item"
          validate={required()}
          sx={{ minWidth: 280 }}
        />
      </ReferenceInput>
    )
  }
  if (segment === 'watched_category') {
    return (
      <ReferenceInput source="category_uid" reference="categories">
        <AutocompleteInput
          optionText="name"
          label="vitrine.broadcast.category"
          validate={required()}
          sx={{ minWidth: 280 }}
        />
      </ReferenceInput>
    )
  }
  return null
}

/** A broadcast's texts in French and English, and who it goes to with how many they are now. */
export function BroadcastInputs({ disabled = false }: { disabled?: boolean }) {
  return (
    <>
      <LanguageTabs
        french={
          <>
            <TextInput
              source="subject"
              validate={[required(), maxLength(BROADCAST_SUBJECT_MAX_LENGTH)]}
              disabled={disabled}
              fullWidth
            />
            <RichTextEditor source="body" validate={required()} disabled={disabled} fullWidth />
          </>
        }
        english={
          <>
            <TextInput
              source="subject_en"
              validate={maxLength(BROADCAST_SUBJECT_MAX_LENGTH)}
              helperText="vitrine.broadcast.englishHelp"
              disabled={disabled}
              fullWidth
            />
            <RichTextEditor source="body_en" disabled={disabled} fullWidth />
          </>
        }
      />
      <SelectInput
        source="segment"
        choices={SEGMENT_CHOICES}
        validate={required()}
        disabled={disabled}
        sx={{ minWidth: 280 }}
      />
      {!disabled && <TargetInput />}
      {!disabled && <BroadcastAudience />}
    </>
  )
}
