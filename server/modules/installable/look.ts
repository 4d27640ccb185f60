import type { WebsiteSettings } from '../../../contract/schemas/website.ts'

/** The storefront's surfaces (spec §9, web/app/theme.ts): the page and its cards. */
const SURFACE = { light: '#eeeeee', dark: '#000000' } as const
const PAPER = { light: '#ffffff', dark: '#121212' } as const
const DEFAULT_PRIMARY = '#884aff'
const HEX = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i

type Look = Pick<WebsiteSettings, 'colors_theme' | 'colors_primary'>

/** The site's colours as its app shows them: the launcher's splash and the offline screen. */
export function appColours(settings: Look) {
  const mode = settings.colors_theme === 'dark' ? 'dark' : 'light'
  const primary = HEX.test(settings.colors_primary) ? settings.colors_primary : DEFAULT_PRIMARY
  return {
    mode,
    primary,
    onPrimary: readableTextOn(primary),
    surface: SURFACE[mode],
    paper: PAPER[mode],
    text: mode === 'dark' ? '#ffffff' : '#1a1a1a',
  } as const
}

function channels(hex: string): [number, number, number] {
  const digits = hex.slice(1)
  const full = digits.length === 3 ? [...digits].map((d) => d + d).join('') : digits
  return [0, 2, 4].map((at) => parseInt(full.slice(at, at + 2), 16) / 255) as [
    number,
    number,
    number,
  ]
}

/** WCAG relative luminance. */
function luminance(hex: string): number {
  const [r, g, b] = channels(hex).map((c) =>
    c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4,
  )
  return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0)
}

/** White or black, whichever reads better on `background`. */
export function readableTextOn(background: string): '#ffffff' | '#000000' {
  const l = luminance(background)
  return 1.05 / (l + 0.05) >= (l + 0.05) / 0.05 ? '#ffffff' : '#000000'
}
