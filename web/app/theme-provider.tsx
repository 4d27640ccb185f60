import { ThemeProvider as SystemThemeProvider } from '@mui/system'
import type { Theme } from '@mui/material/styles'
import type { ReactNode } from 'react'

/**
 * Gives the app's MUI theme to every component: what `@mui/material/styles`' ThemeProvider does
 * for a theme without CSS variables — the storefront's kind (theme.ts) — without also shipping
 * its CSS-variables provider and colour-scheme script, about 3 KB gzip of first-load code.
 */
export function ThemeProvider({ theme, children }: { theme: Theme; children: ReactNode }) {
  return <SystemThemeProvider theme={theme}>{children}</SystemThemeProvider>
}
