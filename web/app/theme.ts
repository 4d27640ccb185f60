import { createTheme, type Theme } from '@mui/material/styles'
import type { WebsiteSettings } from '../../contract/schemas/website.ts'
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
 * Arial (or its look-alikes) shaped to Roboto's metrics: text drawn before Roboto has arrived
 * takes the room it will take in Roboto, so that nothing moves when Roboto comes in.
 */
const ROBOTO_FALLBACK = 'Roboto Fallback'
const METRICS =
  'size-adjust: 100.3%; ascent-override: 92.49%; descent-override: 24.34%; line-gap-override: 0%;'
const ROBOTO_FALLBACK_FACES = `
@font-face { font-family: "${ROBOTO_FALLBACK}"; font-weight: 400; ${METRICS}
  src: local("Arial"), local("Liberation Sans"), local("Helvetica"); }
@font-face { font-family: "${ROBOTO_FALLBACK}"; font-weight: 700; ${METRICS}
  src: local("Arial Bold"), local("Liberation Sans Bold"), local("Helvetica Bold"); }
`

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
    typography: { fontFamily: `Roboto, "${ROBOTO_FALLBACK}", "Helvetica Neue", Arial, sans-serif` },
    components: { MuiCssBaseline: { styleOverrides: ROBOTO_FALLBACK_FACES } },
  })
}
