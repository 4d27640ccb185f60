import { zodResolver } from '@hookform/resolvers/zod'
import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Link from '@mui/material/Link'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import { useId, useState } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from '../../i18n/use-translation.tsx'
import { Link as RouterLink, useParams } from 'react-router'
import { z } from 'zod'
import { isApiError } from '../../api/api-error.ts'
import '../../i18n/auth/texts.ts'
import { paths } from '../../lib/paths.ts'
import { newPassword, samePasswords } from '../../lib/validation.ts'
import { AuthHeading } from './auth-heading.tsx'
import { fieldHelp } from './field-help.ts'
import { postPasswordResetConfirm } from './post-password-reset-confirm.ts'
import { SECRET_FORM } from '../../lib/secret-form.ts'

/** Spec §5: a new password of at least 8 characters, typed twice the same. */
const confirmSchema = samePasswords(
  z.object({ new_password1: newPassword(), new_password2: z.string() }),
  'new_password1',
  'new_password2',
)
type ConfirmFields = z.input<typeof confirmSchema>

type Outcome = 'done' | 'invalidLink' | 'failed' | null

/** The server names the link's token (or uid) when the link is used up, expired or unknown. */
function isInvalidLink(error: unknown): boolean {
  return isApiError(error) && Boolean(error.details?.token ?? error.details?.uid)
}

/** /auth/password/reset/{uid}/{token}: the new password, then a way to log in (spec §4, §8). */
export function PasswordResetConfirmPage() {
  const { t } = useTranslation()
  const { uid = '', token = '' } = useParams()
  const id = useId()
  const [outcome, setOutcome] = useState<Outcome>(null)
  const form = useForm<ConfirmFields>({
    resolver: zodResolver(confirmSchema),
    defaultValues: { new_password1: '', new_password2: '' },
  })
  const { errors, isSubmitting } = form.formState

  const submit = form.handleSubmit(async (values) => {
    setOutcome(null)
    try {
      await postPasswordResetConfirm({ ...values, uid, token })
      setOutcome('done')
    } catch (error) {
      setOutcome(isInvalidLink(error) ? 'invalidLink' : 'failed')
    }
  })

  if (outcome === 'done') {
    return (
      <>
        <AuthHeading>{t('auth.passwordResetConfirm.title')}</AuthHeading>
        <Stack spacing={2}>
          <Alert severity="success" role="status">
            {t('auth.passwordResetConfirm.done')}
          </Alert>
          <Button variant="contained" size="large" component={RouterLink} to={paths.authLogin()}>
            {t('auth.passwordResetConfirm.login')}
          </Button>
        </Stack>
      </>
    )
  }

  return (
    <>
      <AuthHeading>{t('auth.passwordResetConfirm.title')}</AuthHeading>
      <form {...SECRET_FORM} noValidate onSubmit={submit}>
        <Stack spacing={2}>
          {outcome === 'invalidLink' && (
            <Alert severity="error" role="alert">
              {t('auth.passwordResetConfirm.invalidLink')}{' '}
              <Link component={RouterLink} to={paths.authPasswordReset()}>
                {t('auth.passwordResetConfirm.requestAgain')}
              </Link>
            </Alert>
          )}
          {outcome === 'failed' && (
            <Alert severity="error" role="alert">
              {t('form.genericError')}
            </Alert>
          )}
          <TextField
            {...form.register('new_password1')}
            {...fieldHelp(t, errors.new_password1, t('form.passwordHint'))}
            id={`${id}-password1`}
            type="password"
            label={t('auth.passwordResetConfirm.password1')}
            autoComplete="new-password"
            required
            fullWidth
          />
          <TextField
            {...form.register('new_password2')}
            {...fieldHelp(t, errors.new_password2)}
            id={`${id}-password2`}
            type="password"
            label={t('auth.passwordResetConfirm.password2')}
            autoComplete="new-password"
            required
            fullWidth
          />
          <Button type="submit" variant="contained" size="large" loading={isSubmitting}>
            {t('auth.passwordResetConfirm.submit')}
          </Button>
        </Stack>
      </form>
    </>
  )
}
