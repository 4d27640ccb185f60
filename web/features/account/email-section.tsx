import { zodResolver } from '@hookform/resolvers/zod'
import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { useQueryClient } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { useForm } from 'react-hook-form'
import type { Account } from '../../../contract/schemas/account.ts'
import { useTranslation } from '../../i18n/use-translation.tsx'
import { SECRET_FORM } from '../../lib/secret-form.ts'
import { LabelledSection } from '../../ui/labelled-section.tsx'
import { emailSchema, type EmailFields } from './account-schemas.ts'
import { fieldHelp } from './field-help.ts'
import { ACCOUNT_KEY } from './get-account.ts'
import { postEmailChange } from './post-email-change.ts'
import { useServerErrors } from './use-server-errors.ts'

/**
 * The address in use and a form to move to another: a link goes to the new address, and the
 * address changes only once it is opened.
 */
export function EmailSection({ account }: { account: Account }) {
  const { t } = useTranslation()
  const id = useId()
  const queryClient = useQueryClient()
  const [sentTo, setSentTo] = useState<string | null>(null)
  const form = useForm<EmailFields>({
    resolver: zodResolver(emailSchema),
    defaultValues: { email: '', password: '' },
  })
  const failures = useServerErrors(form, ['email', 'password'])
  const { errors, isSubmitting } = form.formState

  const submit = form.handleSubmit(async (values) => {
    failures.clear()
    setSentTo(null)
    const email = values.email.trim()
    try {
      await postEmailChange({ email, password: values.password })
      form.reset()
      setSentTo(email)
      await queryClient.invalidateQueries({ queryKey: ACCOUNT_KEY })
    } catch (error) {
      failures.fail(error)
    }
  })

  return (
    <LabelledSection title={t('account.email.title')} sx={{ mb: 4 }}>
      <Typography sx={{ mb: 1 }}>{t('account.email.current', { email: account.email })}</Typography>
      {account.pending_email && !sentTo && (
        <Alert severity="info" sx={{ mb: 2, maxWidth: 560 }}>
          {t('account.email.pending', { email: account.pending_email })}
        </Alert>
      )}
      <form {...SECRET_FORM} noValidate onSubmit={submit}>
        <Stack spacing={2} sx={{ maxWidth: 560 }}>
          {failures.alert && <Alert severity="error">{failures.alert}</Alert>}
          {sentTo && <Alert role="status">{t('account.email.sent', { email: sentTo })}</Alert>}
          <TextField
            {...form.register('email')}
            {...fieldHelp(t, errors.email)}
            id={`${id}-email`}
            type="email"
            label={t('account.email.newEmail')}
            autoComplete="email"
            required
            fullWidth
          />
          <TextField
            {...form.register('password')}
            {...fieldHelp(t, errors.password)}
            id={`${id}-password`}
            type="password"
            label={t('account.email.password')}
            autoComplete="current-password"
            required
            fullWidth
          />
          <div>
            <Button type="submit" variant="contained" disabled={isSubmitting}>
              {t('account.email.submit')}
            </Button>
          </div>
        </Stack>
      </form>
    </LabelledSection>
  )
}
