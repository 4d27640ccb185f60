import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { useTranslation } from '../../i18n/use-translation.tsx'
import { LoginForm } from '../../ui/login-form.tsx'

/** Spec §2 login view: the login form inside the cart; signing in retries what was submitted. */
export function LoginView({ onSignedIn }: { onSignedIn: () => void }) {
  const { t } = useTranslation()
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Typography>{t('cart.login.intro')}</Typography>
      <LoginForm onSignedIn={onSignedIn} />
    </Box>
  )
}
