import { defaultTheme, type RaThemeOptions } from 'react-admin'
import type { WebsiteSettings } from '../../contract/website.ts'
import { createWebsiteTheme } from '../app/theme.ts'

/**
 * react-admin's theme in the website's colours: the same palette as the storefront's (its
 * primary shaded until text in it passes AA), on react-admin's layout and components.
 */
export function backOfficeTheme(settings: WebsiteSettings): RaThemeOptions {
  const { palette, typography } = createWebsiteTheme(settings)
  return {
    ...defaultTheme,
    palette: {
      ...defaultTheme.palette,
      mode: palette.mode,
      primary: { main: palette.primary.main },
      secondary: { main: palette.secondary.main },
      contrastThreshold: palette.contrastThreshold,
    },
    typography: { ...defaultTheme.typography, fontFamily: typography.fontFamily },
  }
}
