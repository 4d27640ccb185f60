import { BooleanInput, maxLength, regex, required, SelectInput, TextInput } from 'react-admin'
import {
  CATEGORY_DESCRIPTION_MAX_LENGTH,
  CATEGORY_NAME_MAX_LENGTH,
  CATEGORY_SLUG_MAX_LENGTH,
  CATEGORY_SLUG_PATTERN,
} from '../../../../contract/values/admin-categories.ts'
import { LanguageTabs } from '../../ui/language-tabs.tsx'
import { ORDER_BY_CHOICES } from './order-by-choices.ts'
import { ParentInput } from './parent-input.tsx'

const SLUG_CHECKS = [
  maxLength(CATEGORY_SLUG_MAX_LENGTH),
  regex(new RegExp(CATEGORY_SLUG_PATTERN), 'vitrine.category.slugPattern'),
]

/**
 * A category's fields, for its creation and its edit screen alike. On edit (`uid`), the slug is
 * required and the parent leaves out the category itself and those under it.
 */
export function CategoryInputs({ uid }: { uid?: string }) {
  return (
    <>
      <LanguageTabs
        french={
          <>
            <TextInput
              source="name"
              validate={[required(), maxLength(CATEGORY_NAME_MAX_LENGTH)]}
              fullWidth
            />
            <TextInput
              source="description"
              validate={maxLength(CATEGORY_DESCRIPTION_MAX_LENGTH)}
              multiline
              minRows={3}
              fullWidth
            />
          </>
        }
        english={
          <>
            <TextInput source="name_en" validate={maxLength(CATEGORY_NAME_MAX_LENGTH)} fullWidth />
            <TextInput
              source="description_en"
              validate={maxLength(CATEGORY_DESCRIPTION_MAX_LENGTH)}
              multiline
              minRows={3}
              fullWidth
            />
          </>
        }
      />
      <TextInput
        source="slug"
        validate={uid ? [required(), ...SLUG_CHECKS] : SLUG_CHECKS}
        helperText={uid ? 'vitrine.category.slugHelp' : 'vitrine.category.slugHelpCreate'}
        fullWidth
      />
      <ParentInput uid={uid} helperText={uid ? 'vitrine.category.parentHelp' : undefined} />
      <BooleanInput source="is_on_navbar" />
      <SelectInput source="order_by" choices={ORDER_BY_CHOICES} validate={required()} />
    </>
  )
}
