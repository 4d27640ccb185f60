import {
  ArrayInput,
  BooleanInput,
  maxLength,
  required,
  SimpleFormIterator,
  TextInput,
} from 'react-admin'
import { CUSTOM_FIELD_LABEL_MAX_LENGTH } from '../../../contract/values/admin-settings.ts'

/** Whether visitors must sign in, may register, and what else registering asks them. */
export function SignUpInputs() {
  return (
    <>
      <BooleanInput
        source="auth_force_login"
        label="vitrine.settings.auth_force_login"
        helperText="vitrine.settings.forceLoginHelp"
      />
      <BooleanInput
        source="auth_users_registration_enabled"
        label="vitrine.settings.auth_users_registration_enabled"
      />
      <ArrayInput
        source="auth_registration_custom_fields"
        label="vitrine.settings.customFields"
        helperText="vitrine.settings.customFieldsHelp"
      >
        <SimpleFormIterator inline disableReordering disableClear>
          <TextInput
            source="name"
            label="vitrine.settings.fieldName"
            helperText="vitrine.settings.fieldNameHelp"
            validate={required()}
          />
          <TextInput
            source="label"
            label="vitrine.settings.fieldLabel"
            validate={[required(), maxLength(CUSTOM_FIELD_LABEL_MAX_LENGTH)]}
          />
          <BooleanInput source="required" label="vitrine.settings.fieldRequired" />
        </SimpleFormIterator>
      </ArrayInput>
    </>
  )
}
