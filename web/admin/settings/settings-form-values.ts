import type { AdminSettings } from '../../../contract/schemas/admin-settings.ts'

/**
 * The settings as the form holds them: host names as rows (react-admin's list inputs edit
 * objects), and any field an input emptied possibly null.
 */
export interface SettingsFormValues extends Omit<AdminSettings, 'hosts'> {
  hosts: { host: string | null }[]
}

export function toFormValues(settings: AdminSettings): SettingsFormValues {
  return { ...settings, hosts: settings.hosts.map((host) => ({ host })) }
}

const text = (value: string | null | undefined) => value ?? ''

/**
 * What PUT /settings/ takes, and nothing else the form holds: emptied texts as empty strings,
 * emptied social links left out.
 */
export function toAdminSettings(values: SettingsFormValues): AdminSettings {
  const { appearance } = values
  const socials = Object.fromEntries(
    Object.entries(appearance.socials).filter(([, address]) => text(address).trim() !== ''),
  ) as AdminSettings['appearance']['socials']
  return {
    name: text(values.name),
    appearance: {
      logo: text(appearance.logo).trim() || null,
      footer: text(appearance.footer),
      socials,
      colors_theme: appearance.colors_theme,
      colors_primary: text(appearance.colors_primary),
      colors_secondary: text(appearance.colors_secondary),
    },
    show_legal: Boolean(values.show_legal),
    legal: text(values.legal),
    auth_force_login: Boolean(values.auth_force_login),
    auth_users_registration_enabled: Boolean(values.auth_users_registration_enabled),
    auth_registration_custom_fields: (values.auth_registration_custom_fields ?? []).map(
      (field) => ({
        name: text(field.name),
        label: text(field.label),
        required: Boolean(field.required),
      }),
    ),
    monetization_currency: values.monetization_currency,
    monetization_tips_enabled: Boolean(values.monetization_tips_enabled),
    options_share_btn: Boolean(values.options_share_btn),
    hosts: (values.hosts ?? []).map((row) => text(row.host)),
  }
}
