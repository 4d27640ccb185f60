import Badge from '@mui/material/Badge'
import { visuallyHidden } from '@mui/utils'
import { Menu, useResourceDefinitions, useTranslate } from 'react-admin'
import { usePendingRequestCount } from '../ondemand-requests/pending-count.ts'
import { AnalyticsMenuItem } from '../analytics/analytics-menu-item.tsx'
import { SettingsMenuItem } from '../settings/settings-menu-item.tsx'

/** The on-demand requests' entry, with how many wait: a badge, and the same said in words. */
function OnDemandRequestsItem() {
  const translate = useTranslate()
  const pending = usePendingRequestCount()
  const { ondemand_requests: resource } = useResourceDefinitions()
  const Icon = resource?.icon as React.ComponentType | undefined
  return (
    <Menu.Item
      to="/ondemand_requests"
      primaryText={
        <>
          {translate('resources.ondemand_requests.name', { smart_count: 2 })}
          {pending > 0 && (
            <span style={visuallyHidden}>
              {` (${translate('vitrine.ondemand.pendingCount', { smart_count: pending })})`}
            </span>
          )}
        </>
      }
      leftIcon={
        <Badge badgeContent={pending} color="error" max={99} aria-hidden>
          {Icon ? <Icon /> : null}
        </Badge>
      }
    />
  )
}

/**
 * react-admin's menu of the resources the role may see that have a list (a live event is made
 * from the items' list and has none), the on-demand requests with a count, then the settings.
 */
export function BackOfficeMenu() {
  const resources = useResourceDefinitions()
  const listed = Object.keys(resources).filter((name) => resources[name]?.hasList)
  return (
    <Menu>
      {listed.map((name) =>
        name === 'ondemand_requests' ? (
          <OnDemandRequestsItem key={name} />
        ) : (
          <Menu.ResourceItem key={name} name={name} />
        ),
      )}
      <AnalyticsMenuItem />
      <SettingsMenuItem />
    </Menu>
  )
}
