import Button from '@mui/material/Button'
import Container from '@mui/material/Container'
import Typography from '@mui/material/Typography'
import { useRouteError } from 'react-router'
import { useTranslation } from '../i18n/use-translation.tsx'
import { isChunkLoadError } from './load-failure.ts'
import { NotFoundPage } from './not-found-page.tsx'

/**
 * What a screen shows in place of one that failed (spec §8's "Une erreur est survenue"), with a
 * way to load the page again: the app stays up around it. `notFound`: the route's own failures
 * mean that what the address names does not exist (an item, a partner) — but a part of the app
 * that could not be fetched is never that.
 */
export function RouteError({ notFound = false }: { notFound?: boolean }) {
  const { t } = useTranslation()
  const error = useRouteError()
  if (notFound && !isChunkLoadError(error)) return <NotFoundPage />
  return (
    <Container sx={{ py: 8, textAlign: 'center' }} role="alert">
      <Typography variant="h4" component="h1" gutterBottom>
        {t('form.genericError')}
      </Typography>
      <Typography sx={{ mb: 3 }}>{t('loadFailure.hint')}</Typography>
      <Button variant="contained" onClick={() => window.location.reload()}>
        {t('loadFailure.retry')}
      </Button>
    </Container>
  )
}
