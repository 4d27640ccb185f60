import { ArrayInput, maxLength, required, SimpleFormIterator, TextInput } from 'react-admin'
import { HOST_MAX_LENGTH } from '../../../contract/values/admin-settings.ts'

/** The host names the site answers to: each leads to this site alone. */
export function HostInputs() {
  return (
    <ArrayInput source="hosts" label="vitrine.settings.hosts" validate={required()}>
      <SimpleFormIterator inline disableReordering disableClear>
        <TextInput
          source="host"
          label="vitrine.settings.host"
          validate={[required(), maxLength(HOST_MAX_LENGTH)]}
          helperText={false}
          sx={{ minWidth: 320 }}
        />
      </SimpleFormIterator>
    </ArrayInput>
  )
}
