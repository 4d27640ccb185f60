import { LANGUAGE_QUERY } from '../../../contract/values/first-screen.ts'
import { APP_ICONS, appIconPath } from '../../../contract/values/installable.ts'
import type { Language } from '../../lib/chosen-language.ts'
import type { Website } from '../websites/service.ts'
import { appColours } from './look.ts'
import { appDescription } from './texts.ts'

/** Launchers cut longer names under the icon (Chrome's installability advice). */
const SHORT_NAME_MAX = 12

/** The name under the icon: the site's name when short, else its first word, cut if need be. */
export function shortNameOf(name: string): string {
  const trimmed = name.trim()
  if (trimmed.length <= SHORT_NAME_MAX) return trimmed
  const firstWord = trimmed.split(/\s+/)[0] ?? trimmed
  return Array.from(firstWord).slice(0, SHORT_NAME_MAX).join('')
}

export interface WebAppManifest {
  id: string
  name: string
  short_name: string
  description: string
  lang: Language
  dir: 'ltr'
  start_url: string
  scope: string
  display: 'standalone'
  theme_color: string
  background_color: string
  icons: { src: string; sizes: string; type: string; purpose: 'any' | 'maskable' }[]
}

/**
 * The website's web app manifest (its name, colours and icons, not Vitrine's): "install" on a
 * phone or a desktop gives the site's own app, opening on its home in `language`.
 */
export function manifestOf(website: Website, language: Language): WebAppManifest {
  const { name } = website.settings
  const colours = appColours(website.settings)
  const languageQuery = language === 'en' ? `?${LANGUAGE_QUERY}=en` : ''
  return {
    // One app per website and origin whatever the language it was installed in.
    id: '/',
    name,
    short_name: shortNameOf(name),
    description: appDescription(name, language),
    lang: language,
    dir: 'ltr',
    start_url: `/${languageQuery}`,
    scope: '/',
    display: 'standalone',
    theme_color: colours.primary,
    background_color: colours.surface,
    icons: APP_ICONS.map((icon) => ({
      src: appIconPath(icon.name),
      sizes: `${icon.size}x${icon.size}`,
      type: 'image/png',
      purpose: icon.maskable ? 'maskable' : 'any',
    })),
  }
}
