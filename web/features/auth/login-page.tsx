import { useTranslation } from '../../i18n/use-translation.tsx'
import { useLocation, useNavigate } from 'react-router'
import '../../i18n/auth/texts.ts'
import { LoginForm } from '../../ui/login-form.tsx'
import { AuthHeading } from './auth-heading.tsx'
import { redirectTarget } from '../../../contract/values/login-redirect.ts'

/** /auth/login (auth-login): once signed in, back to `?redirect=` or the home page (spec §4). */
export function LoginPage() {
  const { t } = useTranslation()
  const { search } = useLocation()
  const navigate = useNavigate()
  return (
    <>
      <AuthHeading>{t('auth.loginPage.title')}</AuthHeading>
      <LoginForm onSignedIn={() => void navigate(redirectTarget(search), { replace: true })} />
    </>
  )
}
