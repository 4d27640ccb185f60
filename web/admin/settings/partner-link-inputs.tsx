import { ArrayInput, maxLength, required, SimpleFormIterator, TextInput } from 'react-admin'
import {
  PARTNER_TEXT_MAX_LENGTH,
  PARTNER_URL_MAX_LENGTH,
} from '../../../contract/values/admin-settings.ts'
import { ROW_BUTTONS_SHOWN } from './iterator-actions.ts'

/** A partner page's links to the partner's own sites (https:// addresses). */
export function PartnerLinkInputs() {
  return (
    <ArrayInput source="links" label="vitrine.settings.partner.links">
      <SimpleFormIterator inline disableClear sx={ROW_BUTTONS_SHOWN}>
        <TextInput
          source="label"
          label="vitrine.settings.partner.linkLabel"
          validate={[required(), maxLength(PARTNER_TEXT_MAX_LENGTH)]}
          helperText={false}
        />
        <TextInput
          source="url"
          label="vitrine.settings.partner.linkUrl"
          type="url"
          validate={[required(), maxLength(PARTNER_URL_MAX_LENGTH)]}
          helperText={false}
        />
      </SimpleFormIterator>
    </ArrayInput>
  )
}
