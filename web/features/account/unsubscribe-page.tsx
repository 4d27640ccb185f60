import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Container from '@mui/material/Container'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useMutation } from '@tanstack/react-query'
import { useSearchParams } from 'react-router'
import { useWebsite } from '../../api/get-website.ts'
import '../../i18n/account/texts.ts'
import { useTranslation } from '../../i18n/use-translation.tsx'
import { usePageTitle } from '../../lib/use-page-title.ts'
import { postUnsubscribe } from './post-unsubscribe.ts'

/**
 * /unsubscribe?token=… — a marketing mail's unsubscribe link. Opening it only asks: mail
 * scanners open links, so the customer's button (or their mail program's one-click POST) does it.
 */
export function UnsubscribePage() {
  const { t } = useTranslation()
  const website = useWebsite()
  usePageTitle(t('account.unsubscribe.title'))
  const [params] = useSearchParams()
  const token = params.get('token') ?? ''
  const broadcast = params.get('broadcast') ?? undefined
  const unsubscribe = useMutation({ mutationFn: postUnsubscribe })

  let said
  if (unsubscribe.isSuccess) {
    said = <Alert role="status">{t('account.unsubscribe.done', { name: website.name })}</Alert>
  } else {
    said = (
      <>
        {unsubscribe.isError && <Alert severity="error">{t('account.unsubscribe.invalid')}</Alert>}
        <Typography>{t('account.unsubscribe.question', { name: website.name })}</Typography>
        <Button
          variant="contained"
          loading={unsubscribe.isPending}
          disabled={!token}
          onClick={() => unsubscribe.mutate({ token, broadcast })}
        >
          {t('account.unsubscribe.confirm')}
        </Button>
      </>
    )
  }
  return (
    <Container sx={{ py: 3 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {t('account.unsubscribe.title')}
      </Typography>
      <Stack spacing={2} alignItems="flex-start" sx={{ maxWidth: 720 }}>
        {said}
      </Stack>
    </Container>
  )
}
