import InsightsIcon from '@mui/icons-material/Insights'
import { Menu, usePermissions, useTranslate } from 'react-admin'
import type { StaffPermission } from '../../../contract/values/staff-roles.ts'
import { ANALYTICS_SCREEN_PATH } from './analytics-path.ts'

/** The dashboard's entry in the menu, for staff who may see money (`money.manage`) only. */
export function AnalyticsMenuItem() {
  const translate = useTranslate()
  const { permissions } = usePermissions<StaffPermission[]>()
  if (!permissions?.includes('money.manage')) return null
  return (
    <Menu.Item
      to={ANALYTICS_SCREEN_PATH}
      primaryText={translate('vitrine.analytics.menu')}
      leftIcon={<InsightsIcon />}
    />
  )
}
