import Box from '@mui/material/Box'
import CircularProgress from '@mui/material/CircularProgress'
import Typography from '@mui/material/Typography'
import { useTranslation } from '../../i18n/use-translation.tsx'
import { Navigate, useParams } from 'react-router'
import { useWebsite } from '../../api/get-website.ts'
import '../../i18n/auth/texts.ts'
import { paths } from '../../lib/paths.ts'
import { AuthHeading } from './auth-heading.tsx'
import { useInvitation } from './get-invitation.ts'
import { RegisterForm } from './register-form.tsx'

/** /auth/register/{invitationId}: registration prefilled from an invitation; a bad one goes home (§8). */
export function InvitationPage() {
  const { t } = useTranslation()
  const website = useWebsite()
  const { invitationId = '' } = useParams()
  const invitation = useInvitation(invitationId)

  if (invitation.isError) return <Navigate to={paths.home()} replace />
  return (
    <>
      <AuthHeading>{t('auth.invitation.title', { name: website.name })}</AuthHeading>
      {invitation.data ? (
        <>
          <Typography sx={{ mb: 2 }}>{t('auth.invitation.intro')}</Typography>
          <RegisterForm invitation={invitation.data} />
        </>
      ) : (
        <Box role="status" sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
          <CircularProgress aria-label={t('auth.invitation.loading')} />
        </Box>
      )}
    </>
  )
}
