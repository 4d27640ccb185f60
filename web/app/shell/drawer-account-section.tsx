import List from '@mui/material/List'
import ListItem from '@mui/material/ListItem'
import ListItemButton from '@mui/material/ListItemButton'
import ListItemText from '@mui/material/ListItemText'
import ListSubheader from '@mui/material/ListSubheader'
import { useTranslation } from '../../i18n/use-translation.tsx'
import { Link } from 'react-router'
import type { WebsiteSettings } from '../../../contract/schemas/website.ts'
import { useSession } from '../../api/session.ts'
import { ACCOUNT_PATH } from '../../../contract/values/account.ts'
import { paths } from '../../lib/paths.ts'
import { useBillingPortal } from './use-billing-portal.ts'

/** The auth_method under which visitors have accounts of their own. */
const USERS_AUTH_METHOD = 'users'

/**
 * Spec §2: on small screens, where the account menu's entries are hard to reach, the main drawer
 * offers billing management, my stuff and the account page to the signed-in visitor.
 */
export function DrawerAccountSection({
  website,
  onClose,
}: {
  website: WebsiteSettings
  onClose: () => void
}) {
  const { t } = useTranslation()
  const user = useSession((state) => state.user)
  const billing = useBillingPortal(onClose)
  if (website.auth_method !== USERS_AUTH_METHOD) return null
  const showBilling = user?.show_billing_settings === true
  const showMyStuff = website.monetization_enabled
  return (
    <List
      sx={{ display: { md: 'none' } }}
      subheader={<ListSubheader>{t('shell.account')}</ListSubheader>}
    >
      {showBilling && (
        <ListItem disablePadding>
          <ListItemButton onClick={billing.open} disabled={billing.opening}>
            <ListItemText primary={t('shell.billing')} />
          </ListItemButton>
        </ListItem>
      )}
      {showMyStuff && (
        <ListItem disablePadding>
          <ListItemButton component={Link} to={paths.myStuff()} onClick={onClose}>
            <ListItemText primary={t('shell.myStuff')} />
          </ListItemButton>
        </ListItem>
      )}
      <ListItem disablePadding>
        <ListItemButton component={Link} to={ACCOUNT_PATH} onClick={onClose}>
          <ListItemText primary={t('shell.account')} />
        </ListItemButton>
      </ListItem>
    </List>
  )
}
