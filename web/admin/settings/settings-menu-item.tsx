import SettingsIcon from '@mui/icons-material/Settings'
import { Menu, usePermissions } from 'react-admin'
import type { StaffPermission } from '../../../contract/values/staff-roles.ts'

/** Where the settings screen answers in the back office. */
export const SETTINGS_SCREEN = '/settings'

/** The menu's way to the site settings, for the roles that may change them (owners). */
export function SettingsMenuItem() {
  const { permissions } = usePermissions<StaffPermission[]>()
  if (!permissions?.includes('settings.manage')) return null
  return (
    <Menu.Item
      to={SETTINGS_SCREEN}
      primaryText="vitrine.settings.title"
      leftIcon={<SettingsIcon />}
    />
  )
}
