import Button from '@mui/material/Button'
import Container from '@mui/material/Container'
import Typography from '@mui/material/Typography'
import { useTranslation } from '../../i18n/use-translation.tsx'
import { Link } from 'react-router'
import { paths } from '../../lib/paths.ts'
import { usePageTitle } from '../../lib/use-page-title.ts'

/** Spec §8: a category that fails to load shows this inline 404 with a home link. */
export function CategoryNotFound() {
  const { t } = useTranslation()
  usePageTitle(t('category.notFoundTitle'))
  return (
    <Container sx={{ py: 8, textAlign: 'center' }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {t('category.notFoundTitle')}
      </Typography>
      <Typography variant="h6" component="p" gutterBottom>
        {t('category.notFoundCode')}
      </Typography>
      <Typography sx={{ mb: 3 }}>{t('category.notFoundText')}</Typography>
      <Button variant="contained" component={Link} to={paths.home()}>
        {t('category.home')}
      </Button>
    </Container>
  )
}
