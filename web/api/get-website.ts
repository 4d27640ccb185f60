import { queryOptions, useSuspenseQuery } from '@tanstack/react-query'
import type { WebsiteSettings } from '../../contract/website.ts'
import { DEFAULT_WEBSITE_OPTIONS } from '../../contract/website-values.ts'
import { api } from './api.ts'

/** GET /website/, with the site's options merged over the defaults (spec §4). */
export async function getWebsite(): Promise<WebsiteSettings> {
  const settings = await api<WebsiteSettings>('/website/')
  return { ...settings, options: { ...DEFAULT_WEBSITE_OPTIONS, ...settings.options } }
}

export const websiteQuery = queryOptions({
  queryKey: ['website'],
  queryFn: getWebsite,
  staleTime: Infinity,
})

/** The website settings; the app shell loads them before anything renders below it. */
export function useWebsite(): WebsiteSettings {
  return useSuspenseQuery(websiteQuery).data
}
