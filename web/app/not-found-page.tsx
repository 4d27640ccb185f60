import Button from '@mui/material/Button'
import Container from '@mui/material/Container'
import Typography from '@mui/material/Typography'
import { useTranslation } from '../i18n/use-translation.tsx'
import { Link } from 'react-router'
import { paths } from '../lib/paths.ts'
import { usePageTitle } from '../lib/use-page-title.ts'

/** The catch-all screen: 'Page not found' with a way back home (spec §2). */
export function NotFoundPage() {
  const { t } = useTranslation()
  usePageTitle(t('notFound.title'))
  return (
    <Container sx={{ py: 8, textAlign: 'center' }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {t('notFound.title')}
      </Typography>
      <Button variant="contained" component={Link} to={paths.home()}>
        {t('notFound.back')}
      </Button>
    </Container>
  )
}
