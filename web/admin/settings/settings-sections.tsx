import AlarmOnIcon from '@mui/icons-material/AlarmOn'
import BadgeIcon from '@mui/icons-material/Badge'
import DnsIcon from '@mui/icons-material/Dns'
import GavelIcon from '@mui/icons-material/Gavel'
import HandshakeIcon from '@mui/icons-material/Handshake'
import HowToRegIcon from '@mui/icons-material/HowToReg'
import PaletteIcon from '@mui/icons-material/Palette'
import PaymentsIcon from '@mui/icons-material/Payments'
import StorageIcon from '@mui/icons-material/Storage'
import ViewAgendaIcon from '@mui/icons-material/ViewAgenda'
import type { ReactElement } from 'react'
import type { Appearance } from '../../../contract/schemas/admin.ts'
import type {
  AdminSettings,
  AdminSettingsChange,
} from '../../../contract/schemas/admin-settings.ts'

/** Where the settings answer in the back office: each section at SETTINGS_SCREEN/{path}. */
export const SETTINGS_SCREEN = '/settings'

/**
 * One page of the site settings: its address, its title and help (i18n keys), its menu icon and
 * the fields its save sends (the appearance's by name), nothing else. Its inputs are the page's
 * (settings-page.tsx), fetched with it, not with the menu.
 */
export interface SettingsSectionDefinition {
  path: string
  title: string
  help?: string
  icon: ReactElement
  fields: Exclude<keyof AdminSettings, 'appearance'>[]
  appearance?: (keyof Appearance)[]
}

/** The sections in the menu's order: who the site is, how it looks, what it asks and sells. */
export const SETTINGS_SECTIONS: readonly SettingsSectionDefinition[] = [
  {
    path: 'identity',
    title: 'vitrine.settings.section.identity',
    icon: <BadgeIcon />,
    fields: ['name'],
    appearance: ['logo'],
  },
  {
    path: 'appearance',
    title: 'vitrine.settings.section.appearance',
    help: 'vitrine.settings.section.appearanceHelp',
    icon: <PaletteIcon />,
    fields: ['font'],
    appearance: ['colors_theme', 'colors_primary', 'colors_secondary'],
  },
  {
    path: 'footer',
    title: 'vitrine.settings.section.footer',
    icon: <ViewAgendaIcon />,
    fields: [],
    appearance: ['footer', 'socials'],
  },
  {
    path: 'legal',
    title: 'vitrine.settings.section.legal',
    icon: <GavelIcon />,
    fields: ['show_legal', 'legal', 'legal_en'],
  },
  {
    path: 'sign-up',
    title: 'vitrine.settings.section.signUp',
    help: 'vitrine.settings.section.signUpHelp',
    icon: <HowToRegIcon />,
    fields: [
      'auth_force_login',
      'auth_users_registration_enabled',
      'auth_registration_custom_fields',
    ],
  },
  {
    path: 'payments',
    title: 'vitrine.settings.section.sales',
    icon: <PaymentsIcon />,
    fields: [
      'monetization_currency',
      'monetization_tips_enabled',
      'stripe_promotion_codes',
      'options_share_btn',
      'subscription_pause_enabled',
      'subscription_pause_max_months',
      'subscription_winback_enabled',
      'subscription_winback_kind',
      'subscription_winback_percent_off',
      'subscription_winback_amount_off',
      'subscription_winback_months',
      'renewal_grace_days',
    ],
  },
  {
    path: 'reminders',
    title: 'vitrine.settings.section.reminders',
    icon: <AlarmOnIcon />,
    fields: [
      'checkout_reminder_enabled',
      'checkout_reminder_delay_hours',
      'broadcast_rate_per_second',
    ],
  },
  {
    path: 'partners',
    title: 'vitrine.settings.section.partners',
    help: 'vitrine.settings.section.partnersHelp',
    icon: <HandshakeIcon />,
    fields: ['partners'],
  },
  {
    path: 'hosts',
    title: 'vitrine.settings.section.hosts',
    help: 'vitrine.settings.section.hostsHelp',
    icon: <DnsIcon />,
    fields: ['hosts'],
  },
  {
    path: 'storage',
    title: 'vitrine.settings.section.storage',
    icon: <StorageIcon />,
    fields: ['upload_quota_gib'],
  },
]

/** The address of a section's page, e.g. /settings/identity. */
export const sectionScreen = (section: SettingsSectionDefinition) =>
  `${SETTINGS_SCREEN}/${section.path}`

/**
 * What a section's save sends (PATCH /settings/): its fields of the settings as PUT would take
 * them, and only those; a field the form left out (an emptied quota) stays out.
 */
export function sectionChange(
  section: SettingsSectionDefinition,
  settings: AdminSettings,
): AdminSettingsChange {
  const change: Record<string, unknown> = {}
  for (const field of section.fields) {
    if (settings[field] !== undefined) change[field] = settings[field]
  }
  if (section.appearance) {
    change.appearance = Object.fromEntries(
      section.appearance.map((field) => [field, settings.appearance[field]]),
    )
  }
  return change as AdminSettingsChange
}
