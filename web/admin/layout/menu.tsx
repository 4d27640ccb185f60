import Badge from '@mui/material/Badge'
import Divider from '@mui/material/Divider'
import Typography from '@mui/material/Typography'
import { visuallyHidden } from '@mui/utils'
import { Fragment, useId, type ReactNode } from 'react'
import {
  Menu,
  usePermissions,
  useResourceDefinitions,
  useSidebarState,
  useTranslate,
} from 'react-admin'
import type { StaffPermission } from '../../../contract/values/staff-roles.ts'
import { usePendingRequestCount } from '../ondemand-requests/pending-count.ts'
import { AnalyticsMenuItem } from '../analytics/analytics-menu-item.tsx'
import { HomeEditorMenuItem } from '../settings/home-editor-menu-item.tsx'
import { SettingsMenuItem } from '../settings/settings-menu-item.tsx'
import { SETTINGS_SECTIONS } from '../settings/settings-sections.tsx'

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

/** A screen of the menu that is not a resource's list, shown to the roles with `permission`. */
interface OtherScreen {
  permission: StaffPermission
  entry: ReactNode
}

/**
 * The menu's groups, in the order of the work: the catalogue, what sells, the people who watch,
 * the team, the tools, the site (the home page's editor, then each section of the settings). A
 * resource listed in none goes under the tools.
 */
const GROUPS: { id: string; resources: string[]; others?: OtherScreen[] }[] = [
  { id: 'catalogue', resources: ['medias', 'items', 'categories', 'media_imports'] },
  {
    id: 'sales',
    resources: ['orders', 'plans', 'bundles', 'coupons', 'gift_cards'],
    others: [{ permission: 'money.manage', entry: <AnalyticsMenuItem key="analytics" /> }],
  },
  {
    id: 'audience',
    resources: [
      'customers',
      'ondemand_requests',
      'customer_invitations',
      'customer_imports',
      'broadcasts',
    ],
  },
  { id: 'team', resources: ['staff', 'staff_invitations', 'audit_log'] },
  { id: 'tools', resources: ['data_exports', 'job_failures', 'api_keys', 'webhooks'] },
  {
    id: 'site',
    resources: [],
    others: [
      { permission: 'pages.edit', entry: <HomeEditorMenuItem key="home-editor" /> },
      ...SETTINGS_SECTIONS.map((section) => ({
        permission: 'settings.manage' as const,
        entry: <SettingsMenuItem key={section.path} section={section} />,
      })),
    ],
  },
]
const GROUPED = new Set(GROUPS.flatMap((group) => group.resources))

/** One group: its name as a heading (a line when the menu shows icons only), then its menu. */
function MenuGroup({ id, children }: { id: string; children: ReactNode }) {
  const translate = useTranslate()
  const [open] = useSidebarState()
  const headingId = useId()
  return (
    <>
      {open ? (
        <Typography
          id={headingId}
          component="h2"
          variant="overline"
          sx={{ display: 'block', px: 2, pt: 1, lineHeight: 2, color: 'text.secondary' }}
        >
          {translate(`vitrine.menuGroup.${id}`)}
        </Typography>
      ) : (
        <Divider sx={{ my: 0.5 }} />
      )}
      <Menu
        aria-label={open ? undefined : translate(`vitrine.menuGroup.${id}`)}
        aria-labelledby={open ? headingId : undefined}
        sx={{ '&&': { mt: 0, mb: 0 } }}
      >
        {children}
      </Menu>
    </>
  )
}

/**
 * The back office's menu in named groups: the lists of the resources the role may see (a live
 * event is made from the items' list and has none), the on-demand requests with a count, the
 * analytics and the settings for the roles that may see them. A group with nothing for the role
 * is left out.
 */
export function BackOfficeMenu() {
  const translate = useTranslate()
  const resources = useResourceDefinitions()
  const { permissions } = usePermissions<StaffPermission[]>()
  const listed = Object.keys(resources).filter((name) => resources[name]?.hasList)
  const entry = (name: string) =>
    name === 'ondemand_requests' ? (
      <OnDemandRequestsItem key={name} />
    ) : (
      <Menu.ResourceItem key={name} name={name} />
    )
  return (
    <nav>
      <Menu aria-label={translate('vitrine.home.menu')} sx={{ '&&': { mt: 1, mb: 0 } }}>
        <Menu.DashboardItem primaryText={translate('vitrine.home.menu')} />
      </Menu>
      {GROUPS.map((group) => {
        const names = [
          ...group.resources.filter((name) => listed.includes(name)),
          ...(group.id === 'tools' ? listed.filter((name) => !GROUPED.has(name)) : []),
        ]
        const others = (group.others ?? []).filter((other) =>
          permissions?.includes(other.permission),
        )
        if (names.length === 0 && others.length === 0) return null
        return (
          <Fragment key={group.id}>
            <MenuGroup id={group.id}>
              {others.map((other) => other.entry)}
              {names.map(entry)}
            </MenuGroup>
          </Fragment>
        )
      })}
    </nav>
  )
}
