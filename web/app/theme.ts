import { createTheme, type Theme } from '@mui/material/styles'
import type { WebsiteSettings } from '../../contract/schemas/website.ts'
import { DEFAULT_FONT } from '../../contract/values/website.ts'
import { fallbackFaces, fontStack } from './font-families.ts'
import { focusRing, focusRingRule } from './focus-ring.ts'
import { AA_TEXT_CONTRAST, readableOn } from './readable-color.ts'

/** Spec §9 surfaces and default colours. */
const SURFACE = { light: '#eeeeee', dark: '#000000' } as const
/** MUI's paper (cards, drawers, menus) in each mode. */
const PAPER = { light: '#ffffff', dark: '#121212' } as const
const DEFAULT_PRIMARY = '#884aff'
const DEFAULT_SECONDARY = '#a4a5a8'
/** MUI's own error reds, which read under AA on neither surface as text (4.3 on #eeeeee). */
const ERROR = { light: '#d32f2f', dark: '#f44336' } as const

/**
 * The MUI theme of a website: its primary/secondary colours on a light or dark surface, its text
 * in `font` (the storefront passes the website's; the back office keeps Roboto).
 */
export function createWebsiteTheme(
  settings: Pick<WebsiteSettings, 'colors_theme' | 'colors_primary' | 'colors_secondary'>,
  font: string = DEFAULT_FONT,
): Theme {
  const mode = settings.colors_theme === 'dark' ? 'dark' : 'light'
  const brand = settings.colors_primary || DEFAULT_PRIMARY
  // MUI writes text in the primary colour in many places (outlined buttons, links, focused
  // labels), so the primary is the nearest shade of the brand colour that passes AA on the
  // page and on cards; for most colours that is the brand colour itself.
  const primary = readableOn(readableOn(brand, SURFACE[mode]), PAPER[mode])
  // The same for the error red: "Delete my account" is an outlined button on the page.
  const error = readableOn(readableOn(ERROR[mode], SURFACE[mode]), PAPER[mode])
  return createTheme({
    palette: {
      mode,
      primary: { main: primary },
      secondary: { main: settings.colors_secondary || DEFAULT_SECONDARY },
      error: { main: error },
      background: { default: SURFACE[mode], paper: PAPER[mode] },
      // White or black text on a coloured fill (app bar, chips) is chosen to pass AA.
      contrastThreshold: AA_TEXT_CONTRAST,
    },
    typography: { fontFamily: fontStack(font) },
    // The font's stand-in, shaped to its metrics: nothing moves when the font comes in; and the
    // keyboard focus ring, which reads on the page, on cards and on the primary colour.
    components: {
      MuiCssBaseline: {
        styleOverrides: fallbackFaces(font) + focusRingRule(focusRing(SURFACE[mode])),
      },
    },
  })
}
