/**
 * Stands in for MUI's createThemeWithVars in the storefront's build (vite.config.ts): MUI's
 * createTheme only calls it for a theme built with CSS variables, and the storefront's theme
 * (theme.ts) never is. Should that change, this says so at once.
 */
export default function createThemeWithVars(): never {
  throw new Error(
    'The storefront builds its MUI theme without CSS variables: drop the stand-in in vite.config.ts to use them.',
  )
}
