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
        MuiCircularProgress: labelled(outer.components?.MuiCircularProgress, label),
        MuiLinearProgress: labelled(outer.components?.MuiLinearProgress, label),
      },
    }),
    [label],
  )
  return <ThemeProvider theme={withLabel}>{children}</ThemeProvider>
}

/** A component's theme entry with `label` as the default of its `aria-label`. */
function labelled<Entry extends { defaultProps?: object }>(
  entry: Entry | undefined,
  label: string,
): Entry {
  return {
    ...entry,
    defaultProps: { ...entry?.defaultProps, 'aria-label': label },
  } as Entry
}

/** The page shown while the staff member's session and permissions are checked. */
export function BackOfficeLoadingPage() {
  return (
    <NamedSpinners>
      <LoadingPage />
    </NamedSpinners>
  )
}
