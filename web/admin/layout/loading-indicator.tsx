import Box from '@mui/material/Box'
import CircularProgress from '@mui/material/CircularProgress'
import { RefreshIconButton, useLoading, useTranslate } from 'react-admin'

/**
 * react-admin's refresh button, turning into a spinner while data loads, as its own
 * LoadingIndicator does, but with the spinner named ("Chargement"): a progress bar needs an
 * accessible name (axe, aria-progressbar-name).
 */
export function LoadingIndicator() {
  const loading = useLoading()
  const translate = useTranslate()
  return (
    <Box sx={{ position: 'relative' }}>
      <RefreshIconButton sx={{ opacity: loading ? 0 : 1 }} />
      {loading && (
        <CircularProgress
          aria-label={translate('ra.page.loading')}
          color="inherit"
          size={16}
          thickness={6}
          sx={{ position: 'absolute', top: '30%', left: '30%' }}
        />
      )}
    </Box>
  )
}
