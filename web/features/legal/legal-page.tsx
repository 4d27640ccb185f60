import Container from '@mui/material/Container'
import Skeleton from '@mui/material/Skeleton'
import Typography from '@mui/material/Typography'
import { useTranslation } from '../../i18n/use-translation.tsx'
import { useLegalText } from './get-legal-text.ts'
import { usePageTitle } from '../../lib/use-page-title.ts'

/** /legal — the site's legal text, as HTML the API sanitises on the way out. */
export function LegalPage() {
  const { t } = useTranslation()
  usePageTitle(t('legal.title'))
  const legal = useLegalText()
  return (
    <Container sx={{ py: 3 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {t('legal.title')}
      </Typography>
      {legal.isPending ? (
        <Skeleton variant="rectangular" height={240} />
      ) : (
        <Typography component="div" dangerouslySetInnerHTML={{ __html: legal.data ?? '' }} />
      )}
    </Container>
  )
}
