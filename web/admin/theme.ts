import type { Theme } from '@mui/material/styles'
import { defaultTheme, LoadingClasses, type RaThemeOptions } from 'react-admin'
import type { WebsiteSettings } from '../../contract/schemas/website.ts'
import { createWebsiteTheme } from '../app/theme.ts'
import { readableOn } from '../app/readable-color.ts'

/**
 * The background react-admin's theme gives its form toolbar, where the red delete buttons sit:
 * read from the theme the back office spreads, so the shade follows it.
 */
const TOOLBAR_BACKGROUND = (
  defaultTheme.components?.RaToolbar?.styleOverrides?.root as
    { backgroundColor?: string } | undefined
)?.backgroundColor

/**
 * react-admin's theme in the website's colours: the same palette as the storefront's (its
 * primary shaded until text in it passes AA), on react-admin's layout and components; red text
 * (delete buttons) shaded to pass AA on the form toolbar.
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
      // "Supprimer" and "Retirer de l'équipe" are red text on the grey toolbar: shaded to pass AA.
      error: {
        main: readableOn(palette.error.main, TOOLBAR_BACKGROUND ?? palette.background.paper),
      },
      contrastThreshold: palette.contrastThreshold,
    },
    typography: { ...defaultTheme.typography, fontFamily: typography.fontFamily },
    components: {
      ...defaultTheme.components,
      // "Chargement…" is written in the palette's disabled grey, which fails AA: secondary passes.
      RaLoading: {
        styleOverrides: {
          root: ({ theme }: { theme: Theme }) => ({
            [`& .${LoadingClasses.message}`]: { color: theme.palette.text.secondary },
          }),
        },
      },
    },
  }
}
