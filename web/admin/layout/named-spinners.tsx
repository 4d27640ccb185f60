import type { Theme } from '@mui/material/styles'
import { ThemeProvider } from '@mui/material/styles'
import { useCallback, type ReactNode } from 'react'
import { LoadingPage, useTranslate } from 'react-admin'

/**
 * Names every spinner and loading bar below it "Chargement" ("Loading"). MUI's CircularProgress
 * and LinearProgress are progress bars, which need an accessible name (axe,
 * aria-progressbar-name), and react-admin gives its own none: the app bar's spinner, the
 * "Chargement…" screen shown while a screen's code or access check takes over a second, a save
 * button's, a reference field's bar. A theme default reaches them all; a label given in place wins.
 */
export function NamedSpinners({ children }: { children: ReactNode }) {
  const label = useTranslate()('ra.page.loading')
  const withLabel = useCallback(
    (outer: Theme): Theme => ({
      ...outer,
      components: {
        ...outer.components,
        MuiCircularProgress: {
          ...outer.components?.MuiCircularProgress,
          defaultProps: {
            ...outer.components?.MuiCircularProgress?.defaultProps,
            'aria-label': label,
          },
        },
        MuiLinearProgress: {
          ...outer.components?.MuiLinearProgress,
          defaultProps: {
            ...outer.components?.MuiLinearProgress?.defaultProps,
            'aria-label': label,
          },
        },
      },
    }),
    [label],
  )
  return <ThemeProvider theme={withLabel}>{children}</ThemeProvider>
}

/** The page shown while the staff member's session and permissions are checked. */
export function BackOfficeLoadingPage() {
  return (
    <NamedSpinners>
      <LoadingPage />
    </NamedSpinners>
  )
}
