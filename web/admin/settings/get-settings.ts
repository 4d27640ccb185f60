import { useQuery } from '@tanstack/react-query'
import type { AdminSettings } from '../../../contract/schemas/admin-settings.ts'
import { SETTINGS_PATH } from '../../../contract/values/admin-settings.ts'
import { staffFetch } from '../api/staff-fetch.ts'

/** Where the settings are kept between screens; saving puts the server's answer there. */
export const SETTINGS_QUERY_KEY = ['settings'] as const

/** GET /settings/: the site's settings as stored. */
export async function getSettings(): Promise<AdminSettings> {
  return (await (await staffFetch(SETTINGS_PATH)).json()) as AdminSettings
}

export function useSettings() {
  return useQuery({ queryKey: SETTINGS_QUERY_KEY, queryFn: getSettings })
}
