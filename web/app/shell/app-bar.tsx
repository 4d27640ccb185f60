import LoginIcon from '@mui/icons-material/Login'
import MenuIcon from '@mui/icons-material/Menu'
import SearchIcon from '@mui/icons-material/Search'
import MuiAppBar from '@mui/material/AppBar'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import IconButton from '@mui/material/IconButton'
import Toolbar from '@mui/material/Toolbar'
import Typography from '@mui/material/Typography'
import { useTranslation } from '../../i18n/use-translation.tsx'
import { Link } from 'react-router'
import type { Category } from '../../../contract/schemas/catalogue.ts'
import type { WebsiteSettings } from '../../../contract/schemas/website.ts'
import { CartButton } from '../../features/cart/cart-button.tsx'
import { openContactDialog } from '../../lib/contact-dialog.ts'
import { paths } from '../../lib/paths.ts'
import { AccountMenu } from './account-menu.tsx'
import { HydrationRegion } from '../../ui/hydration-region.tsx'
import { CategoryBar } from './category-bar.tsx'
import { LanguageSwitch } from './language-switch.tsx'
import { MenuButton } from './menu-button.tsx'

const LOGO_HEIGHT = 40
/** Words in the bar, from 900 px: on one line each (the main drawer offers them below). */
const wide = { display: { xs: 'none', md: 'inline-flex' }, whiteSpace: 'nowrap', flexShrink: 0 }
const narrow = { display: { xs: 'inline-flex', md: 'none' } }

interface AppBarProps {
  website: WebsiteSettings
  categories: Category[]
  signedIn: boolean
  onOpenMenu: () => void
}

/** Logo, site-wide actions and the category bar (spec §2). */
export function AppBar({ website, categories, signedIn, onOpenMenu }: AppBarProps) {
  const { t } = useTranslation()
  return (
    <MuiAppBar position="sticky" color="primary">
      <HydrationRegion>
        {/* A phone's bar holds menu, logo, search, language, cart and login: tighter, and the
            logo gives way first. */}
        <Toolbar sx={{ gap: { xs: 0.5, sm: 1 }, px: { xs: 1, sm: 2 } }}>
          <IconButton
            color="inherit"
            edge="start"
            aria-label={t('shell.openMenu')}
            onClick={onOpenMenu}
          >
            <MenuIcon />
          </IconButton>
          <Box
            component={Link}
            to={paths.home()}
            aria-label={t('shell.home')}
            sx={{
              display: 'flex',
              alignItems: 'center',
              color: 'inherit',
              textDecoration: 'none',
              minWidth: 0,
            }}
          >
            {website.logo ? (
              <img
                src={website.logo}
                alt={website.name}
                height={LOGO_HEIGHT}
                style={{
                  width: 'auto',
                  maxWidth: '100%',
                  objectFit: 'contain',
                  objectPosition: 'left center',
                }}
              />
            ) : (
              <Typography variant="h6" component="span">
                {website.name}
              </Typography>
            )}
          </Box>
          <Box sx={{ flexGrow: 1 }} />
          {website.monetization_enabled && (
            <Button color="inherit" component={Link} to={paths.donate()} sx={wide}>
              {t('shell.donate')}
            </Button>
          )}
          {website.partners.length > 0 && (
            <Box sx={wide}>
              <MenuButton
                label={t('shell.partners')}
                entries={website.partners.map((partner) => ({
                  label: partner.name,
                  to: paths.partner(partner.slug),
                }))}
              />
            </Box>
          )}
          {website.shop_url && (
            <Button
              color="inherit"
              href={website.shop_url}
              target="_blank"
              rel="noopener"
              sx={wide}
            >
              {t('shell.shop')}
            </Button>
          )}
          {/* On a phone the main drawer offers it: the bar has no room. */}
          <Button color="inherit" onClick={openContactDialog} sx={wide}>
            {t('shell.contact')}
          </Button>
          <IconButton
            color="inherit"
            component={Link}
            to={paths.search()}
            aria-label={t('shell.search')}
          >
            <SearchIcon />
          </IconButton>
          <LanguageSwitch />
          <CartButton />
          {website.auth_enabled && !signedIn && (
            <>
              <Button
                color="inherit"
                variant="outlined"
                component={Link}
                to={paths.authLogin()}
                sx={{ ...wide, whiteSpace: 'nowrap' }}
              >
                {t('shell.login')}
              </Button>
              {/* A phone has no room for the words beside the logo, search and language. */}
              <IconButton
                color="inherit"
                component={Link}
                to={paths.authLogin()}
                aria-label={t('shell.login')}
                sx={narrow}
              >
                <LoginIcon />
              </IconButton>
            </>
          )}
          {website.auth_enabled && signedIn && <AccountMenu website={website} />}
        </Toolbar>
      </HydrationRegion>
      <CategoryBar categories={categories} />
    </MuiAppBar>
  )
}
