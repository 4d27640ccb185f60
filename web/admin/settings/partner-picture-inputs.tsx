import { ArrayInput, maxLength, required, SimpleFormIterator, TextInput } from 'react-admin'
import {
  PARTNER_TEXT_MAX_LENGTH,
  PARTNER_URL_MAX_LENGTH,
} from '../../../contract/values/admin-settings.ts'
import { PictureInput } from './picture-input.tsx'
import { ROW_BUTTONS_SHOWN } from './iterator-actions.ts'

/** A partner page's pictures, each with what it shows for those who cannot see it. */
export function PartnerPictureInputs() {
  return (
    <ArrayInput source="images" label="vitrine.settings.partner.images">
      <SimpleFormIterator inline disableClear sx={ROW_BUTTONS_SHOWN}>
        <PictureInput
          source="src"
          label="vitrine.settings.partner.imageSrc"
          validate={[required(), maxLength(PARTNER_URL_MAX_LENGTH)]}
          helperText={false}
          uploadLabel="vitrine.settings.partner.uploadImage"
          uploaded="vitrine.settings.partner.imageUploaded"
        />
        <TextInput
          source="alt"
          label="vitrine.settings.partner.imageAlt"
          validate={[required(), maxLength(PARTNER_TEXT_MAX_LENGTH)]}
          helperText={false}
        />
      </SimpleFormIterator>
    </ArrayInput>
  )
}
