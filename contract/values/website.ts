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

/**
 * The type families a website may set its text in, each self-hosted from its @fontsource
 * package (spec §9: no third-party font service).
 */
export const FONTS = ['roboto', 'inter', 'open-sans', 'lora', 'merriweather'] as const
export type Font = (typeof FONTS)[number]

/** Roboto, the storefront's font before websites could choose (spec §9). */
export const DEFAULT_FONT: Font = 'roboto'

/** What a partner page is about (spec §1: a promo-code brand, a craftsman, a detection shop). */
export const PARTNER_KINDS = ['promo-code', 'craftsman', 'detection-shop'] as const
