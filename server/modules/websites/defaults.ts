import { DEFAULT_WEBSITE_OPTIONS, type WebsiteSettings } from '../../../contract/schemas/website.ts'

export type StoredSettings = Omit<WebsiteSettings, 'uid' | 'name'>

/** Settings of a new website before its owner changes anything (theme colours of spec §9). */
export function defaultWebsiteSettings(): StoredSettings {
  return {
    logo: null,
    footer: '',
    socials: {},
    colors_theme: 'light',
    colors_primary: '#884aff',
    colors_secondary: '#a4a5a8',
    auth_enabled: true,
    auth_force_login: false,
    auth_method: 'users',
    auth_users_registration_enabled: true,
    auth_registration_custom_fields: [],
    auth_background_image: null,
    monetization_enabled: true,
    monetization_currency: 'eur',
    monetization_tips_enabled: true,
    show_legal: true,
    home_page: null,
    options_share_btn: true,
    options: { ...DEFAULT_WEBSITE_OPTIONS },
    shop_url: null,
    partners: [],
  }
}
