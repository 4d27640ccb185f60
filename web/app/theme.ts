import { createTheme, type Theme } from '@mui/material/styles'
import type { WebsiteSettings } from '../../contract/website.ts'
import { AA_TEXT_CONTRAST, readableOn } from './readable-color.ts'

/** Spec §9 surfaces and default colours. */
const SURFACE = { light: '#eeeeee', dark: '#000000' } as const
/** MUI's paper (cards, drawers, menus) in each mode. */
const PAPER = { light: '#ffffff', dark: '#121212' } as const
const DEFAULT_PRIMARY = '#884aff'
const DEFAULT_SECONDARY = '#a4a5a8'

/** The MUI theme of a website: its primary/secondary colours on a light or dark surface. */
export function createWebsiteTheme(
  settings: Pick<WebsiteSettings, 'colors_theme' | 'colors_primary' | 'colors_secondary'>,
): Theme {
  const mode = settings.colors_theme === 'dark' ? 'dark' : 'light'
  const brand = settings.colors_primary || DEFAULT_PRIMARY
  // MUI writes text in the primary colour in many places (outlined buttons, links, focused
  // labels), so the primary is the nearest shade of the brand colour that passes AA on the
  // page and on cards; for most colours that is the brand colour itself.
  const primary = readableOn(readableOn(brand, SURFACE[mode]), PAPER[mode])
  return createTheme({
    palette: {
      mode,
      primary: { main: primary },
      secondary: { main: settings.colors_secondary || DEFAULT_SECONDARY },
      background: { default: SURFACE[mode], paper: PAPER[mode] },
      // White or black text on a coloured fill (app bar, chips) is chosen to pass AA.
      contrastThreshold: AA_TEXT_CONTRAST,
    },
    typography: { fontFamily: 'Roboto, "Helvetica Neue", Arial, sans-serif' },
  })
}
