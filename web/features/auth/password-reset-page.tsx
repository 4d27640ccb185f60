import { zodResolver } from '@hookform/resolvers/zod'
import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Link from '@mui/material/Link'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { useId, useState } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from '../../i18n/use-translation.tsx'
import { Link as RouterLink } from 'react-router'
import { z } from 'zod'
import '../../i18n/auth/texts.ts'
import { paths } from '../../lib/paths.ts'
import { emailAddress } from '../../lib/validation.ts'
import { AuthHeading } from './auth-heading.tsx'
import { fieldHelp } from './field-help.ts'
import { postPasswordReset } from './post-password-reset.ts'
import { SECRET_FORM } from '../../lib/secret-form.ts'

/** Spec §5: the e-mail is required and address-like. */
const resetSchema = z.object({ email: emailAddress() })
type ResetFields = z.input<typeof resetSchema>

/** /auth/password-reset-1: asks for a reset link, then says it is on its way (spec §4). */
export function PasswordResetPage() {
  const { t } = useTranslation()
  const id = useId()
  const [sent, setSent] = useState(false)
  const [failed, setFailed] = useState(false)
  const form = useForm<ResetFields>({
    resolver: zodResolver(resetSchema),
    defaultValues: { email: '' },
  })
  const { errors, isSubmitting } = form.formState

  const submit = form.handleSubmit(async ({ email }) => {
    setFailed(false)
    try {
      await postPasswordReset(email.trim())
      setSent(true)
    } catch {
      // The spec leaves this failure open: say so, and let the visitor try again.
      setFailed(true)
    }
  })

  return (
    <>
      <AuthHeading>{t('auth.passwordReset.title')}</AuthHeading>
      {sent ? (
        <Alert severity="success" role="status">
          {t('auth.passwordReset.sent')}
        </Alert>
      ) : (
        <form {...SECRET_FORM} noValidate onSubmit={submit}>
          <Stack spacing={2}>
            <Typography>{t('auth.passwordReset.intro')}</Typography>
            {failed && (
              <Alert severity="error" role="alert">
                {t('form.genericError')}
              </Alert>
            )}
            <TextField
              {...form.register('email')}
              {...fieldHelp(t, errors.email)}
              id={`${id}-email`}
              type="email"
              label={t('auth.passwordReset.email')}
              autoComplete="email"
              required
              fullWidth
            />
            <Button type="submit" variant="contained" size="large" loading={isSubmitting}>
              {t('auth.passwordReset.submit')}
            </Button>
          </Stack>
        </form>
      )}
      <Typography variant="body2" sx={{ mt: 2, textAlign: 'center' }}>
        <Link component={RouterLink} to={paths.authLogin()}>
          {t('auth.passwordReset.backToLogin')}
        </Link>
      </Typography>
    </>
  )
}
