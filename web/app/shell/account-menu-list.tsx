import Box from '@mui/material/Box'
import Divider from '@mui/material/Divider'
import Menu from '@mui/material/Menu'
import MenuItem from '@mui/material/MenuItem'
import Typography from '@mui/material/Typography'
import { useTranslation } from '../../i18n/use-translation.tsx'
import { Link } from 'react-router'
import type { User } from '../../../contract/schemas/auth.ts'
import type { WebsiteSettings } from '../../../contract/schemas/website.ts'
import { useSession } from '../../api/session.ts'
import '../../i18n/staff/texts.ts'
import { BACK_OFFICE_PATH } from '../../../contract/values/api-paths.ts'
import { ACCOUNT_PATH } from '../../../contract/values/account.ts'
import { paths } from '../../lib/paths.ts'
import { useLogOut } from '../use-log-out.ts'
import { useBillingPortal } from './use-billing-portal.ts'

/** The auth_method under which visitors have accounts of their own (name, e-mail, purchases). */
const USERS_AUTH_METHOD = 'users'

interface AccountMenuListProps {
  id: string
  anchor: HTMLElement | null
  website: WebsiteSettings
  onClose: () => void
}

/** Who is signed in: text in the menu, not an entry of it. */
function SignedInAs({ user }: { user: User }) {
  return (
    <Box component="li" role="none" sx={{ px: 2, py: 1, maxWidth: 280 }}>
      <Typography noWrap>{`${user.first_name} ${user.last_name}`}</Typography>
      <Typography variant="body2" color="text.secondary" noWrap>
        {user.email}
      </Typography>
    </Box>
  )
}
// MenuList gives the focus (tabindex 0) to its first child unless the child's type opts out, as
// MUI's Divider does: otherwise the focus opens on this text and axe finds a focusable role=none.
SignedInAs.muiSkipListHighlight = true

/**
 * Spec §2 account menu: who is signed in, billing management (show_billing_settings), my stuff
 * (monetized sites), my list, the back office for site staff, and logout. Only logout without user accounts (auth_method other than users).
 */
export function AccountMenuList({ id, anchor, website, onClose }: AccountMenuListProps) {
  const { t } = useTranslation()
  const user = useSession((state) => state.user)
  const logOut = useLogOut()
  const billing = useBillingPortal(onClose)
  const personal = website.auth_method === USERS_AUTH_METHOD
  // The session's user, which the menu shows already: asking useStaffRole here would split its
  // module out of the home page's chunk into a first-load request of its own.
  const staff = Boolean(user?.staff_role)

  return (
    <Menu id={id} anchorEl={anchor} open={Boolean(anchor)} onClose={onClose}>
      {personal && user && <SignedInAs user={user} />}
      {personal && user && <Divider component="li" role="none" />}
      {personal && user?.show_billing_settings && (
        <MenuItem onClick={billing.open} disabled={billing.opening}>
          {t('shell.billing')}
        </MenuItem>
      )}
      {personal && website.monetization_enabled && (
        <MenuItem component={Link} to={paths.myStuff()} onClick={onClose}>
          {t('shell.myStuff')}
        </MenuItem>
      )}
      {personal && (
        <MenuItem component={Link} to={paths.myList()} onClick={onClose}>
          {t('shell.myList')}
        </MenuItem>
      )}
      {personal && (
        <MenuItem component={Link} to={paths.watchHistory()} onClick={onClose}>
          {t('shell.watchHistory')}
        </MenuItem>
      )}
      {personal && (
        <MenuItem component={Link} to={ACCOUNT_PATH} onClick={onClose}>
          {t('shell.account')}
        </MenuItem>
      )}
      {staff && (
        <MenuItem component="a" href={BACK_OFFICE_PATH}>
          {t('staff.backOffice')}
        </MenuItem>
      )}
      <MenuItem
        onClick={() => {
          onClose()
          logOut()
        }}
      >
        {t('shell.logout')}
      </MenuItem>
    </Menu>
  )
}
