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
import { logIn } from '../api/log-in.ts'
import '../i18n/login/texts.ts'
import { isAuthPath, paths } from '../lib/paths.ts'
import { MESSAGES, messageKey, requiredText } from '../lib/validation.ts'
import { SECRET_FORM } from '../lib/secret-form.ts'

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
  const [failed, setFailed] = useState(false)
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
    setFailed(false)
    try {
      await logIn(withEmail ? { email: email.trim(), password } : { password })
    } catch {
      setFailed(true)
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
        {failed && (
          <Alert severity="error" role="alert">
            {t('auth.invalidCredentials')}
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
