import { Type, type Static } from 'typebox'
import { Appearance } from './admin.ts'
import {
  CURRENCIES,
  CUSTOM_FIELD_LABEL_MAX_LENGTH,
  HOST_MAX_LENGTH,
  LEGAL_MAX_LENGTH,
  MAX_CUSTOM_FIELDS,
  MAX_HOSTS,
  SITE_NAME_MAX_LENGTH,
} from '../values/admin-settings.ts'
import { CustomField } from './website.ts'

/** An extra registration field as the owner sets it: its key, the label visitors read, required. */
const RegistrationField = Type.Object(
  {
    name: CustomField.properties.name,
    label: Type.String({ minLength: 1, maxLength: CUSTOM_FIELD_LABEL_MAX_LENGTH }),
    required: Type.Boolean(),
  },
  { additionalProperties: false },
)

/**
 * GET and PUT /settings/: the site settings its owner changes. `appearance` is the editor
 * drawer's (logo, footer, socials, colours), checked the same way; the other fields keep the
 * names of WebsiteSettings (spec §3). `legal` is the legal page's rich text, sanitised on the
 * server; `hosts` are the host names the website answers to, each claimed by one website only.
 */
export const AdminSettings = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: SITE_NAME_MAX_LENGTH }),
    appearance: Appearance,
    show_legal: Type.Boolean(),
    legal: Type.String({ maxLength: LEGAL_MAX_LENGTH }),
    auth_force_login: Type.Boolean(),
    auth_users_registration_enabled: Type.Boolean(),
    auth_registration_custom_fields: Type.Array(RegistrationField, {
      maxItems: MAX_CUSTOM_FIELDS,
    }),
    monetization_currency: Type.Enum(CURRENCIES),
    monetization_tips_enabled: Type.Boolean(),
    options_share_btn: Type.Boolean(),
    hosts: Type.Array(Type.String({ minLength: 1, maxLength: HOST_MAX_LENGTH }), {
      minItems: 1,
      maxItems: MAX_HOSTS,
    }),
  },
  { additionalProperties: false },
)
export type AdminSettings = Static<typeof AdminSettings>
