import type { Appearance } from '../../../contract/schemas/admin.ts'
import { SOCIAL_NETWORKS, type WebsiteSettings } from '../../../contract/schemas/website.ts'
import { invalidField } from '../../errors.ts'
import type { StoredSettings } from './defaults.ts'
import { isPictureAddress } from '../../http/safe-values.ts'

/** A social network's page is a web page: anything but http(s) could run or leave the web. */
export function isWebPage(value: string): boolean {
  try {
    const url = new URL(value)
    return (url.protocol === 'https:' || url.protocol === 'http:') && !/\s/.test(value)
  } catch {
    return false
  }
}

/** The navbar and footer settings the editor shows. */
export function appearanceOf(settings: WebsiteSettings | StoredSettings): Appearance {
  return {
    logo: settings.logo,
    footer: settings.footer,
    socials: { ...settings.socials },
    colors_theme: settings.colors_theme,
    colors_primary: settings.colors_primary,
    colors_secondary: settings.colors_secondary,
  }
}

/**
 * The appearance as stored: a logo that is a picture address, only known social networks with
 * web addresses (an emptied one is removed), the footer as typed (the storefront shows it as
 * text). The first problem is a 400 naming its field, e.g. `appearance.socials.youtube`.
 */
export function checkAppearance(appearance: Appearance, base = 'appearance'): Appearance {
  const logo = appearance.logo?.trim() || null
  if (logo !== null && !isPictureAddress(logo)) {
    throw invalidField(`${base}.logo`, 'Enter a picture address: /images/... or http(s).')
  }
  const socials: Record<string, string> = {}
  for (const [network, address] of Object.entries(appearance.socials)) {
    const field = `${base}.socials.${network}`
    if (!(SOCIAL_NETWORKS as readonly string[]).includes(network)) {
      throw invalidField(field, 'This social network is not offered.')
    }
    const value = (address ?? '').trim()
    if (value === '') continue
    if (!isWebPage(value)) throw invalidField(field, 'Enter an address starting with https://.')
    socials[network] = value
  }
  return {
    logo,
    footer: appearance.footer,
    socials,
    colors_theme: appearance.colors_theme,
    colors_primary: appearance.colors_primary,
    colors_secondary: appearance.colors_secondary,
  }
}

/** The stored settings with the appearance changed and every other setting left as it was. */
export function withAppearance(settings: StoredSettings, appearance: Appearance): StoredSettings {
  return { ...settings, ...appearance, socials: { ...appearance.socials } }
}
