import { createTheme, type Theme } from '@mui/material/styles'
import type { WebsiteSettings } from '../../contract/website.ts'

/** Spec §9 surfaces and default colours. */
const SURFACE = { light: '#eeeeee', dark: '#000000' } as const
const DEFAULT_PRIMARY = '#884aff'
const DEFAULT_SECONDARY = '#a4a5a8'

/** The MUI theme of a website: its primary/secondary colours on a light or dark surface. */
export function createWebsiteTheme(
  settings: Pick<WebsiteSettings, 'colors_theme' | 'colors_primary' | 'colors_secondary'>,
): Theme {
  const mode = settings.colors_theme === 'dark' ? 'dark' : 'light'
  return createTheme({
    palette: {
      mode,
      primary: { main: settings.colors_primary || DEFAULT_PRIMARY },
      secondary: { main: settings.colors_secondary || DEFAULT_SECONDARY },
      background: { default: SURFACE[mode] },
    },
    typography: { fontFamily: 'Roboto, "Helvetica Neue", Arial, sans-serif' },
  })
}
