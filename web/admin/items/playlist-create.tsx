import {
  AutocompleteArrayInput,
  Create,
  ReferenceArrayInput,
  SimpleForm,
  TextInput,
  maxLength,
  required,
  usePermissions,
  useTranslate,
} from 'react-admin'
import { ITEM_NAME_MAX_LENGTH } from '../../../contract/values/admin-items.ts'
import type { StaffPermission } from '../../../contract/values/staff-roles.ts'
import { GivenAwayDialog } from './given-away-dialog.tsx'
import { useGivenAway } from './use-given-away.ts'

/**
 * A new playlist (a series, a collection): its name and first medias, picked from the library.
 * It starts unpublished; its form then orders the medias, splits them in seasons and prices it.
 * Medias their own item keeps closed would be given away by a public playlist: staff who may
 * price confirm it, or create the playlist on request to price it next.
 */
export function PlaylistCreate() {
  const translate = useTranslate()
  const { permissions } = usePermissions<StaffPermission[]>()
  const may = (permission: StaffPermission) => permissions?.includes(permission) ?? false
  const givenAway = useGivenAway()
  return (
    <Create
      redirect="edit"
      title="vitrine.playlist.create"
      mutationOptions={{ onError: givenAway.onError }}
    >
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
        <GivenAwayDialog
          refusal={givenAway.refusal}
          open={givenAway.open}
          onClose={givenAway.close}
          mayConfirm={may('catalogue.prices')}
          choice={translate('vitrine.playlist.givenAway.choice')}
          instead={
            may('catalogue.publish')
              ? {
                  label: translate('vitrine.playlist.givenAway.closeInstead'),
                  run: (resend) => resend({ visibility_type: 'on_demand' }),
                }
              : null
          }
        />
      </SimpleForm>
    </Create>
  )
}
