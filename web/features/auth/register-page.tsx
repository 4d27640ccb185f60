import { useTranslation } from '../../i18n/use-translation.tsx'
import '../../i18n/auth/texts.ts'
import { AuthHeading } from './auth-heading.tsx'
import { RegisterForm } from './register-form.tsx'

/** /auth/register: a new customer account. */
export function RegisterPage() {
  const { t } = useTranslation()
  return (
    <>
      <AuthHeading>{t('auth.register.title')}</AuthHeading>
      <RegisterForm />
    </>
  )
}
