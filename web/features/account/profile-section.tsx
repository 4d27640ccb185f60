import { zodResolver } from '@hookform/resolvers/zod'
import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import { useQueryClient } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { useForm } from 'react-hook-form'
import type { Account } from '../../../contract/schemas/account.ts'
import { NAME_MAX_LENGTH } from '../../../contract/values/limits.ts'
import { useSession } from '../../api/session.ts'
import { useTranslation } from '../../i18n/use-translation.tsx'
import { LabelledSection } from '../../ui/labelled-section.tsx'
import { profileSchema, type ProfileFields } from './account-schemas.ts'
import { fieldHelp } from './field-help.ts'
import { ACCOUNT_KEY } from './get-account.ts'
import { patchAccount } from './patch-account.ts'
import { useServerErrors } from './use-server-errors.ts'

/** First and last name, saved with registration's rules; the account menu shows them at once. */
export function ProfileSection({ account }: { account: Account }) {
  const { t } = useTranslation()
  const id = useId()
  const queryClient = useQueryClient()
  const [saved, setSaved] = useState(false)
  const form = useForm<ProfileFields>({
    resolver: zodResolver(profileSchema),
    defaultValues: { first_name: account.first_name, last_name: account.last_name },
  })
  const failures = useServerErrors(form, ['first_name', 'last_name'])
  const { errors, isSubmitting } = form.formState

  const submit = form.handleSubmit(async (values) => {
    failures.clear()
    setSaved(false)
    try {
      const updated = await patchAccount({
        first_name: values.first_name.trim(),
        last_name: values.last_name.trim(),
      })
      const { user, setUser } = useSession.getState()
      if (user) setUser({ ...user, first_name: updated.first_name, last_name: updated.last_name })
      await queryClient.invalidateQueries({ queryKey: ACCOUNT_KEY })
      setSaved(true)
    } catch (error) {
      failures.fail(error)
    }
  })

  return (
    <LabelledSection title={t('account.profile.title')} sx={{ mb: 4 }}>
      <form noValidate onSubmit={submit}>
        <Stack spacing={2} sx={{ maxWidth: 560 }}>
          {failures.alert && <Alert severity="error">{failures.alert}</Alert>}
          {saved && <Alert role="status">{t('account.profile.saved')}</Alert>}
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField
              {...form.register('first_name')}
              {...fieldHelp(t, errors.first_name)}
              id={`${id}-first-name`}
              label={t('account.profile.firstName')}
              autoComplete="given-name"
              required
              fullWidth
              slotProps={{ htmlInput: { maxLength: NAME_MAX_LENGTH } }}
            />
            <TextField
              {...form.register('last_name')}
              {...fieldHelp(t, errors.last_name)}
              id={`${id}-last-name`}
              label={t('account.profile.lastName')}
              autoComplete="family-name"
              required
              fullWidth
              slotProps={{ htmlInput: { maxLength: NAME_MAX_LENGTH } }}
            />
          </Stack>
          <div>
            <Button type="submit" variant="contained" disabled={isSubmitting}>
              {t('account.profile.save')}
            </Button>
          </div>
        </Stack>
      </form>
    </LabelledSection>
  )
}
