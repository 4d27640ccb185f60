import Box from '@mui/material/Box'
import {
  ArrayInput,
  maxLength,
  regex,
  required,
  SelectInput,
  SimpleFormIterator,
  TextInput,
} from 'react-admin'
import {
  PARTNER_DESCRIPTION_MAX_LENGTH,
  PARTNER_EMAIL_MAX_LENGTH,
  PARTNER_NAME_MAX_LENGTH,
  PARTNER_PHONE_MAX_LENGTH,
  PARTNER_SLUG_MAX_LENGTH,
  PARTNER_SLUG_PATTERN,
  PARTNER_TEXT_MAX_LENGTH,
  PARTNER_TITLE_MAX_LENGTH,
  PROMO_CODE_MAX_LENGTH,
} from '../../../contract/values/admin-settings.ts'
import { PARTNER_KINDS } from '../../../contract/values/website.ts'
import { choicesOf } from '../ui/choices.ts'
import { PartnerLinkInputs } from './partner-link-inputs.tsx'
import { PartnerPictureInputs } from './partner-picture-inputs.tsx'
import { ROW_BUTTONS_SHOWN } from './iterator-actions.ts'

const KIND_CHOICES = choicesOf(PARTNER_KINDS, 'vitrine.settings.partner.kind')
const SLUG_CHECKS = [
  required(),
  maxLength(PARTNER_SLUG_MAX_LENGTH),
  regex(new RegExp(PARTNER_SLUG_PATTERN), 'vitrine.settings.partner.slugInvalid'),
]
/** Short fields side by side, as many as the width holds. */
const row = {
  display: 'grid',
  columnGap: 2,
  gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))',
} as const

/**
 * The partner pages (/partenaires/{slug}), in the order the storefront's partners button lists
 * them: added, removed and moved up or down, each with its texts, pictures, links and contact.
 */
export function PartnerInputs() {
  return (
    <ArrayInput source="partners" label="vitrine.settings.partners">
      <SimpleFormIterator disableClear fullWidth sx={ROW_BUTTONS_SHOWN}>
        <Box sx={row}>
          <TextInput
            source="name"
            label="vitrine.settings.partner.name"
            validate={[required(), maxLength(PARTNER_NAME_MAX_LENGTH)]}
          />
          <TextInput
            source="slug"
            label="vitrine.settings.partner.slug"
            helperText="vitrine.settings.partner.slugHelp"
            validate={SLUG_CHECKS}
          />
          <SelectInput
            source="kind"
            label="vitrine.settings.partner.kind.label"
            choices={KIND_CHOICES}
            validate={required()}
          />
        </Box>
        <TextInput
          source="title"
          label="vitrine.settings.partner.title"
          validate={[required(), maxLength(PARTNER_TITLE_MAX_LENGTH)]}
          fullWidth
        />
        <TextInput
          source="description"
          label="vitrine.settings.partner.description"
          helperText="vitrine.settings.partner.descriptionHelp"
          validate={maxLength(PARTNER_DESCRIPTION_MAX_LENGTH)}
          multiline
          minRows={3}
          fullWidth
        />
        <TextInput
          source="title_en"
          label="vitrine.settings.partner.title_en"
          helperText="vitrine.settings.partner.englishHelp"
          validate={maxLength(PARTNER_TITLE_MAX_LENGTH)}
          fullWidth
        />
        <TextInput
          source="description_en"
          label="vitrine.settings.partner.description_en"
          validate={maxLength(PARTNER_DESCRIPTION_MAX_LENGTH)}
          multiline
          minRows={3}
          fullWidth
        />
        <TextInput
          source="promo_code"
          label="vitrine.settings.partner.promo_code"
          helperText="vitrine.settings.partner.promoCodeHelp"
          validate={maxLength(PROMO_CODE_MAX_LENGTH)}
        />
        <PartnerPictureInputs />
        <PartnerLinkInputs />
        <Box sx={row}>
          <TextInput
            source="contact.email"
            label="vitrine.settings.partner.email"
            type="email"
            validate={maxLength(PARTNER_EMAIL_MAX_LENGTH)}
            helperText={false}
          />
          <TextInput
            source="contact.phone"
            label="vitrine.settings.partner.phone"
            type="tel"
            validate={maxLength(PARTNER_PHONE_MAX_LENGTH)}
            helperText={false}
          />
          <TextInput
            source="contact.address"
            label="vitrine.settings.partner.address"
            validate={maxLength(PARTNER_TEXT_MAX_LENGTH)}
            helperText={false}
          />
        </Box>
      </SimpleFormIterator>
    </ArrayInput>
  )
}
