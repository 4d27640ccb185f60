import { zodResolver } from '@hookform/resolvers/zod'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Link from '@mui/material/Link'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { useId, useState } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from '../i18n/use-translation.tsx'
import { Link as RouterLink, useLocation } from 'react-router'
import { z } from 'zod'
import { useWebsite } from '../api/get-website.ts'
import { isApiError } from '../api/api-error.ts'
import { logIn } from '../api/log-in.ts'
import { ErrorType } from '../../contract/values/error-types.ts'
import type { TFunction } from '../i18n/translator.ts'
import '../i18n/login/texts.ts'
import { isAuthPath, paths } from '../lib/paths.ts'
import { MESSAGES, messageKey, requiredText } from '../lib/validation.ts'
import { SECRET_FORM } from '../lib/secret-form.ts'
import { LOGIN_FAILURE_PARAM, LOGIN_WAIT_PARAM } from '../../contract/values/form-login.ts'

/** The auth_method whose visitors sign in with their own e-mail address. */
const USERS_AUTH_METHOD = 'users'

/** Spec §5 login: e-mail (when shown) and password are required — nothing more. */
function loginSchema(withEmail: boolean) {
  return z.object({
    email: withEmail ? requiredText() : z.string(),
    password: z.string().min(1, MESSAGES.required),
  })
}
type LoginFields = z.infer<ReturnType<typeof loginSchema>>

/**
 * Why the login was refused, as the visitor should read it: wrong credentials only when the
 * server says so; too many attempts with the wait it asks for; anything else, the generic error.
 */
function failureMessage(t: TFunction, error: unknown): string {
  if (!isApiError(error)) return t('form.genericError')
  if (error.type === ErrorType.InvalidCredentials) return t('auth.invalidCredentials')
  if (error.status === 429) {
    const minutes = Math.max(1, Math.ceil((error.retryAfter ?? 60) / 60))
    return t('auth.tooManyAttempts', { count: minutes })
  }
  return t('form.genericError')
}

/**
 * Why the server refused this form when it was posted before the app started
 * (server/modules/auth/form-login.ts): in the login screen's query.
 */
function postedFailure(t: TFunction, search: string): string | null {
  const query = new URLSearchParams(search)
  const failure = query.get(LOGIN_FAILURE_PARAM)
  if (failure === 'credentials') return t('auth.invalidCredentials')
  if (failure === 'attempts') {
    const minutes = Math.max(1, Number.parseInt(query.get(LOGIN_WAIT_PARAM) ?? '', 10) || 1)
    return t('auth.tooManyAttempts', { count: minutes })
  }
  return failure ? t('form.genericError') : null
}

/**
 * Where "create an account" leads: on the login screen the query (its `redirect`) is kept;
 * elsewhere (the cart) the visitor comes back to the page they were on.
 */
function useRegisterPath(): string {
  const { pathname, search } = useLocation()
  if (isAuthPath(pathname)) return paths.authRegister(search)
  return paths.authRegister(`?redirect=${encodeURIComponent(pathname + search)}`)
}

/**
 * The login form of spec §2 and §4, used by the login screen and the cart's login view. It never
 * navigates: once signed in it calls `onSignedIn` and the screen around it decides what follows.
 */
export function LoginForm({ onSignedIn }: { onSignedIn: () => void }) {
  const { t } = useTranslation()
  const website = useWebsite()
  const withEmail = website.auth_method === USERS_AUTH_METHOD
  const canRegister = withEmail && website.auth_users_registration_enabled
  const registerPath = useRegisterPath()
  const id = useId()
  const { search } = useLocation()
  const [failure, setFailure] = useState<string | null>(() => postedFailure(t, search))
  const form = useForm<LoginFields>({
    resolver: zodResolver(loginSchema(withEmail)),
    defaultValues: { email: '', password: '' },
  })
  const { errors, isSubmitting } = form.formState
  const helper = (name: keyof LoginFields) => {
    const message = errors[name]?.message
    return { error: Boolean(message), helperText: message ? t(messageKey(message)) : undefined }
  }

  const submit = form.handleSubmit(async ({ email, password }) => {
    setFailure(null)
    try {
      await logIn(withEmail ? { email: email.trim(), password } : { password })
    } catch (error) {
      setFailure(failureMessage(t, error))
      return
    }
    onSignedIn()
  })

  return (
    <Box
      component="form"
      {...SECRET_FORM}
      noValidate
      onSubmit={submit}
      aria-label={t('auth.login.form')}
    >
      <Stack spacing={2}>
        {failure && (
          <Alert severity="error" role="alert">
            {failure}
          </Alert>
        )}
        {withEmail && (
          <TextField
            {...form.register('email')}
            {...helper('email')}
            id={`${id}-email`}
            type="email"
            autoComplete="email"
            label={t('auth.login.email')}
            required
            fullWidth
          />
        )}
        <TextField
          {...form.register('password')}
          {...helper('password')}
          id={`${id}-password`}
          type="password"
          autoComplete="current-password"
          label={t('auth.login.password')}
          required
          fullWidth
        />
        {withEmail && (
          <Link component={RouterLink} to={paths.authPasswordReset()} variant="body2">
            {t('auth.login.forgotPassword')}
          </Link>
        )}
        <Button type="submit" variant="contained" size="large" loading={isSubmitting}>
          {t('auth.login.submit')}
        </Button>
        {canRegister && (
          <Stack spacing={1} sx={{ alignItems: 'center' }}>
            <Typography variant="body2" color="text.secondary">
              {t('auth.login.noAccount')}
            </Typography>
            <Button component={RouterLink} to={registerPath} variant="outlined" fullWidth>
              {t('auth.login.createAccount')}
            </Button>
          </Stack>
        )}
      </Stack>
    </Box>
  )
}
