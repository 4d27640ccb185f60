import { zodResolver } from '@hookform/resolvers/zod'
import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import { useQueryClient } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from '../../i18n/use-translation.tsx'
import { SECRET_FORM } from '../../lib/secret-form.ts'
import { LabelledSection } from '../../ui/labelled-section.tsx'
import { passwordSchema, type PasswordFields } from './account-schemas.ts'
import { fieldHelp } from './field-help.ts'
import { SESSIONS_KEY } from './get-sessions.ts'
import { postPasswordChange } from './post-password-change.ts'
import { useServerErrors } from './use-server-errors.ts'

const EMPTY: PasswordFields = { old_password: '', new_password1: '', new_password2: '' }

/** The current password and the new one twice; the other devices are signed out. */
export function PasswordSection() {
  const { t } = useTranslation()
  const id = useId()
  const queryClient = useQueryClient()
  const [changed, setChanged] = useState(false)
  const form = useForm<PasswordFields>({
    resolver: zodResolver(passwordSchema),
    defaultValues: EMPTY,
  })
  const failures = useServerErrors(form, ['old_password', 'new_password1', 'new_password2'])
  const { errors, isSubmitting } = form.formState

  const submit = form.handleSubmit(async (values) => {
    failures.clear()
    setChanged(false)
    try {
      await postPasswordChange(values)
      form.reset(EMPTY)
      setChanged(true)
      await queryClient.invalidateQueries({ queryKey: SESSIONS_KEY })
    } catch (error) {
      failures.fail(error)
    }
  })

  return (
    <LabelledSection title={t('account.password.title')} sx={{ mb: 4 }}>
      <form {...SECRET_FORM} noValidate onSubmit={submit}>
        <Stack spacing={2} sx={{ maxWidth: 560 }}>
          {failures.alert && <Alert severity="error">{failures.alert}</Alert>}
          {changed && <Alert role="status">{t('account.password.changed')}</Alert>}
          <TextField
            {...form.register('old_password')}
            {...fieldHelp(t, errors.old_password)}
            id={`${id}-old`}
            type="password"
            label={t('account.password.current')}
            autoComplete="current-password"
            required
            fullWidth
          />
          <TextField
            {...form.register('new_password1')}
            {...fieldHelp(t, errors.new_password1, t('form.passwordHint'))}
            id={`${id}-new1`}
            type="password"
            label={t('account.password.new1')}
            autoComplete="new-password"
            required
            fullWidth
          />
          <TextField
            {...form.register('new_password2')}
            {...fieldHelp(t, errors.new_password2)}
            id={`${id}-new2`}
            type="password"
            label={t('account.password.new2')}
            autoComplete="new-password"
            required
            fullWidth
          />
          <div>
            <Button type="submit" variant="contained" disabled={isSubmitting}>
              {t('account.password.submit')}
            </Button>
          </div>
        </Stack>
      </form>
    </LabelledSection>
  )
}
