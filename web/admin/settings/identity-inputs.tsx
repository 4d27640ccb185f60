import { maxLength, required, TextInput } from 'react-admin'
import { SITE_NAME_MAX_LENGTH } from '../../../contract/values/admin-settings.ts'
import { LogoInput } from './logo-input.tsx'

/** The site's name (the bar, the tab, the mails) and its logo. */
export function IdentityInputs() {
  return (
    <>
      <TextInput
        source="name"
        label="vitrine.settings.name"
        validate={[required(), maxLength(SITE_NAME_MAX_LENGTH)]}
        sx={{ minWidth: 320 }}
      />
      <LogoInput />
    </>
  )
}
