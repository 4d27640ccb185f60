import {
  AutocompleteArrayInput,
  Create,
  ReferenceArrayInput,
  SimpleForm,
  TextInput,
  maxLength,
  required,
  useTranslate,
} from 'react-admin'
import { ITEM_NAME_MAX_LENGTH } from '../../../contract/values/admin-items.ts'

/**
 * A new playlist (a series, a collection): its name and first medias, picked from the library.
 * It starts unpublished; its form then orders the medias, splits them in seasons and prices it.
 */
export function PlaylistCreate() {
  const translate = useTranslate()
  return (
    <Create redirect="edit" title="vitrine.playlist.create">
      <SimpleForm>
        <TextInput
          source="name"
          validate={[required(), maxLength(ITEM_NAME_MAX_LENGTH)]}
          fullWidth
        />
        <ReferenceArrayInput
          source="media_uids"
          reference="medias"
          sort={{ field: 'name', order: 'ASC' }}
          perPage={20}
        >
          <AutocompleteArrayInput
            label="resources.items.fields.medias"
            optionText="name"
            filterToQuery={(q: string) => ({ q })}
            noOptionsText={translate('ra.navigation.no_results')}
            fullWidth
          />
        </ReferenceArrayInput>
      </SimpleForm>
    </Create>
  )
}
