import { LANGUAGE_QUERY } from '../../../contract/values/first-screen.ts'
import { appIconPath, MANIFEST_PATH } from '../../../contract/values/installable.ts'
import { escapeHtml } from '../../lib/html.ts'
import type { Language } from '../../lib/chosen-language.ts'
import type { Website } from '../websites/service.ts'
import { appColours } from './look.ts'

/**
 * The head elements that make a storefront page installable as the site's own app: its
 * manifest (in the page's language: a manifest is fetched without cookies), the colour of the
 * browser's bar, the icon iOS puts on the home screen.
 */
export function installableHead(website: Website, language: Language): string {
  const manifest = language === 'en' ? `${MANIFEST_PATH}?${LANGUAGE_QUERY}=en` : MANIFEST_PATH
  const { primary } = appColours(website.settings)
  return [
    `<link rel="manifest" href="${escapeHtml(manifest)}" />`,
    `<meta name="theme-color" content="${escapeHtml(primary)}" />`,
    `<link rel="apple-touch-icon" href="${appIconPath('icon-192.png')}" />`,
  ].join('\n    ')
}

export { manifestOf } from './manifest.ts'
export { offlinePage } from './offline-page.ts'
