import type { TFunction } from '../../i18n/translator.ts'
import { zodResolver } from '@hookform/resolvers/zod'
import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Checkbox from '@mui/material/Checkbox'
import FormControlLabel from '@mui/material/FormControlLabel'
import Link from '@mui/material/Link'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { useId, useState } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from '../../i18n/use-translation.tsx'
import { Link as RouterLink, useLocation, useNavigate } from 'react-router'
import type { Invitation } from '../../../contract/schemas/auth.ts'
import { ErrorType } from '../../../contract/values/error-types.ts'
import { NAME_MAX_LENGTH } from '../../../contract/values/limits.ts'
import { isApiError } from '../../api/api-error.ts'
import { useWebsite } from '../../api/get-website.ts'
import { logIn } from '../../api/log-in.ts'
import { paths } from '../../lib/paths.ts'
import { fieldHelp, SERVER_ERROR } from './field-help.ts'
import { postRegister } from './post-register.ts'
import { registerSchema, type RegisterFields } from './register-schema.ts'
import { redirectTarget } from '../../../contract/values/login-redirect.ts'
import { SECRET_FORM } from '../../lib/secret-form.ts'

function initialValues(names: string[], invitation?: Invitation): RegisterFields {
  return {
    first_name: invitation?.first_name ?? '',
    last_name: invitation?.last_name ?? '',
    email: invitation?.email ?? '',
    password1: '',
    password2: '',
    custom_fields: Object.fromEntries(
      names.map((name) => [name, invitation?.custom_fields[name] ?? '']),
    ),
    // Unticked until the visitor ticks it: consent is never assumed.
    marketing_consent: false,
  }
}

/**
 * Spec §8: the first message of the error's email field, else the generic message. A taken
 * address is said in the visitor's language; other server messages are shown as they come.
 */
function emailMessageOf(error: unknown, t: TFunction): string | undefined {
  if (!isApiError(error)) return undefined
  const message = error.details?.email?.[0]
  return message && error.type === ErrorType.Conflict ? t('auth.register.emailTaken') : message
}

/**
 * The registration form of spec §2, open or from an invitation (whose e-mail is fixed). On
 * success it signs in with the e-mail and the password, then goes to `?redirect=` or home (§4).
 */
export function RegisterForm({ invitation }: { invitation?: Invitation }) {
  const { t } = useTranslation()
  const website = useWebsite()
  const customFields = website.auth_registration_custom_fields
  const { search } = useLocation()
  const navigate = useNavigate()
  const id = useId()
  const [failure, setFailure] = useState<string | null>(null)
  const form = useForm<RegisterFields>({
    resolver: zodResolver(registerSchema(customFields, invitation !== undefined)),
    defaultValues: initialValues(
      customFields.map((field) => field.name),
      invitation,
    ),
  })
  const { errors, isSubmitting } = form.formState

  const submit = form.handleSubmit(async (values) => {
    setFailure(null)
    const email = values.email.trim()
    try {
      await postRegister({ ...values, email, invitation: invitation?.uid })
    } catch (error) {
      const message = emailMessageOf(error, t)
      if (message) form.setError('email', { type: SERVER_ERROR, message })
      setFailure(message ?? t('form.genericError'))
      return
    }
    try {
      await logIn({ email, password: values.password1 })
    } catch {
      // The account exists: the login screen lets them in and keeps where they were going.
      await navigate(`${paths.authLogin()}${search}`, { replace: true })
      return
    }
    await navigate(redirectTarget(search), { replace: true })
  })

  // Spec §5: the e-mail is checked as soon as the visitor leaves it, and again as they fix it.
  const emailField = form.register('email', {
    onBlur: () => void form.trigger('email'),
    onChange: () => {
      if (form.getFieldState('email').error) void form.trigger('email')
    },
  })

  return (
    <form {...SECRET_FORM} noValidate onSubmit={submit}>
      <Stack spacing={2}>
        {failure && (
          <Alert severity="error" role="alert">
            {failure}
          </Alert>
        )}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField
            {...form.register('first_name')}
            {...fieldHelp(t, errors.first_name)}
            id={`${id}-first-name`}
            label={t('auth.register.firstName')}
            autoComplete="given-name"
            required
            fullWidth
            slotProps={{ htmlInput: { maxLength: NAME_MAX_LENGTH } }}
          />
          <TextField
            {...form.register('last_name')}
            {...fieldHelp(t, errors.last_name)}
            id={`${id}-last-name`}
            label={t('auth.register.lastName')}
            autoComplete="family-name"
            required
            fullWidth
            slotProps={{ htmlInput: { maxLength: NAME_MAX_LENGTH } }}
          />
        </Stack>
        <TextField
          {...emailField}
          {...fieldHelp(t, errors.email)}
          id={`${id}-email`}
          type="email"
          label={t('auth.register.email')}
          autoComplete="email"
          required
          fullWidth
          slotProps={{ htmlInput: { readOnly: invitation !== undefined } }}
        />
        <TextField
          {...form.register('password1')}
          {...fieldHelp(t, errors.password1, t('form.passwordHint'))}
          id={`${id}-password1`}
          type="password"
          label={t('auth.register.password1')}
          autoComplete="new-password"
          required
          fullWidth
        />
        <TextField
          {...form.register('password2')}
          {...fieldHelp(t, errors.password2)}
          id={`${id}-password2`}
          type="password"
          label={t('auth.register.password2')}
          autoComplete="new-password"
          required
          fullWidth
        />
        {customFields.map((field) => (
          <TextField
            key={field.name}
            {...form.register(`custom_fields.${field.name}`)}
            {...fieldHelp(t, errors.custom_fields?.[field.name])}
            id={`${id}-custom-${field.name}`}
            label={field.label}
            required={field.required}
            fullWidth
          />
        ))}
        <FormControlLabel
          control={<Checkbox {...form.register('marketing_consent')} />}
          label={t('auth.register.marketingConsent', { name: website.name })}
        />
        <Button type="submit" variant="contained" size="large" loading={isSubmitting}>
          {t('auth.register.submit')}
        </Button>
        {!invitation && (
          <Typography variant="body2" sx={{ textAlign: 'center' }}>
            {t('auth.register.haveAccount')}{' '}
            <Link component={RouterLink} to={`${paths.authLogin()}${search}`}>
              {t('auth.register.login')}
            </Link>
          </Typography>
        )}
      </Stack>
    </form>
  )
}
