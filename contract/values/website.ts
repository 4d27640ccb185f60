/**
 * The website's fixed lists and defaults, as plain values: no TypeBox here, so the storefront
 * can import them without bundling the schemas of contract/schemas/website.ts.
 */

/** A theme colour: `#rgb` or `#rrggbb` (contract/schemas/admin.ts HexColour, the editor's fields). */
export const HEX_COLOUR_PATTERN = '^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$'

/** The social networks a website may link to from its footer (spec §3). */
export const SOCIAL_NETWORKS = [
  'youtube',
  'facebook',
  'twitter',
  'instagram',
  'tiktok',
  'linkedin',
  'snapchat',
  'twitch',
  'soundcloud',
  'discord',
] as const

/** Defaults merged under the website's own options (spec §3). */
export const DEFAULT_WEBSITE_OPTIONS = {
  aspectRatioMediaCard: '16/9',
  subcategoryImage: 'icon' as 'icon' | 'vertical-image',
}
