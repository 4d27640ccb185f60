import { DEFAULT_WEBSITE_OPTIONS, type WebsiteSettings } from '../../../contract/schemas/website.ts'
import { DEFAULT_FONT } from '../../../contract/values/website.ts'

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
    font: DEFAULT_FONT,
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

/**
 * A website's stored settings (the `settings` column's JSON), a setting added since the website
 * was created taking its default.
 */
export function readStoredSettings(json: string): StoredSettings {
  return { ...defaultWebsiteSettings(), ...(JSON.parse(json) as Partial<StoredSettings>) }
}
