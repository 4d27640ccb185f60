import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import CircularProgress from '@mui/material/CircularProgress'
import Container from '@mui/material/Container'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'
import { Link, useParams } from 'react-router'
import { ACCOUNT_PATH } from '../../../contract/values/account.ts'
import { getMe } from '../../api/get-me.ts'
import { useSession } from '../../api/session.ts'
import '../../i18n/account/texts.ts'
import { useTranslation } from '../../i18n/use-translation.tsx'
import { usePageTitle } from '../../lib/use-page-title.ts'
import { ACCOUNT_KEY } from './get-account.ts'
import { postEmailConfirm } from './post-email-confirm.ts'
import { failureOf } from './server-failure.ts'

/**
 * /account/email/{token} — the link mailed to a new address: opening it moves the account there,
 * signed in or not (the link is the proof). A used, expired or made-up link says so.
 */
export function EmailConfirmPage() {
  const { t } = useTranslation()
  usePageTitle(t('account.emailConfirm.title'))
  const { token = '' } = useParams()
  const queryClient = useQueryClient()
  const confirm = useMutation({
    mutationFn: postEmailConfirm,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ACCOUNT_KEY })
      // The account menu shows the address: a signed-in visitor sees the new one at once.
      const session = useSession.getState()
      if (session.token) session.setUser(await getMe())
    },
  })
  const { mutate } = confirm
  // A link works once: never ask twice, even when React runs the effect twice in development.
  const asked = useRef(false)
  useEffect(() => {
    if (asked.current) return
    asked.current = true
    mutate(token)
  }, [mutate, token])

  let said
  if (confirm.isSuccess) said = <Alert role="status">{t('account.emailConfirm.done')}</Alert>
  else if (confirm.isError) {
    const { field, message } = failureOf(confirm.error, t)
    said = (
      <Alert severity="error">
        {field === 'email' ? t('account.emailConfirm.taken') : message}
      </Alert>
    )
  } else {
    said = (
      <Stack direction="row" spacing={2} alignItems="center" role="status">
        <CircularProgress size={24} aria-hidden />
        <Typography>{t('account.emailConfirm.confirming')}</Typography>
      </Stack>
    )
  }

  return (
    <Container sx={{ py: 3 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {t('account.emailConfirm.title')}
      </Typography>
      <Stack spacing={2} alignItems="flex-start" sx={{ maxWidth: 720 }}>
        {said}
        {(confirm.isSuccess || confirm.isError) && (
          <Button component={Link} to={ACCOUNT_PATH} variant="outlined">
            {t('account.emailConfirm.toAccount')}
          </Button>
        )}
      </Stack>
    </Container>
  )
}
