import { queryOptions, useSuspenseQuery } from '@tanstack/react-query'
import type { WebsiteSettings } from '../../contract/schemas/website.ts'
import { DEFAULT_WEBSITE_OPTIONS } from '../../contract/values/website.ts'
import { api } from './api.ts'

/** The site's options merged over the defaults (spec §4). */
export function withDefaultOptions(settings: WebsiteSettings): WebsiteSettings {
  return { ...settings, options: { ...DEFAULT_WEBSITE_OPTIONS, ...settings.options } }
}

/** GET /website/, with the site's options merged over the defaults. */
export async function getWebsite(): Promise<WebsiteSettings> {
  return withDefaultOptions(await api<WebsiteSettings>('/website/'))
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
