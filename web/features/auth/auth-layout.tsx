import Box from '@mui/material/Box'
import Paper from '@mui/material/Paper'
import Typography from '@mui/material/Typography'
import { useTranslation } from '../../i18n/use-translation.tsx'
import { Link, Outlet } from 'react-router'
import { useWebsite } from '../../api/get-website.ts'
import '../../i18n/auth/texts.ts'
import { paths } from '../../lib/paths.ts'

const CARD_WIDTH = 440
const LOGO_HEIGHT = 56

/** The screen behind the card: the site's auth background image, else its primary colour. */
function backgroundOf(image: string | null) {
  if (!image) return { bgcolor: 'primary.main' }
  return {
    bgcolor: 'primary.main',
    backgroundImage: `url(${JSON.stringify(image)})`,
    backgroundSize: 'cover',
    backgroundPosition: 'center',
  }
}

/** Spec §2: the auth screens stand apart from the shell, on a background image with the logo. */
export function AuthLayout() {
  const { t } = useTranslation()
  const website = useWebsite()
  return (
    <Box
      sx={{
        minHeight: '100vh',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        p: 2,
        ...backgroundOf(website.auth_background_image),
      }}
    >
      <Paper
        component="main"
        id="main"
        elevation={6}
        sx={{ width: '100%', maxWidth: CARD_WIDTH, p: { xs: 3, sm: 4 } }}
      >
        <Box
          component={Link}
          to={paths.home()}
          aria-label={t('auth.layout.home', { name: website.name })}
          sx={{
            display: 'flex',
            justifyContent: 'center',
            mb: 3,
            color: 'text.primary',
            textDecoration: 'none',
          }}
        >
          {website.logo ? (
            <img src={website.logo} alt="" height={LOGO_HEIGHT} style={{ width: 'auto' }} />
          ) : (
            <Typography variant="h5" component="span">
              {website.name}
            </Typography>
          )}
        </Box>
        <Outlet />
      </Paper>
    </Box>
  )
}
