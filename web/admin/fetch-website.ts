import type { WebsiteSettings } from '../../contract/schemas/website.ts'
import { publicFetch } from './api/staff-fetch.ts'

/** GET /website/: the name and colours the back office is drawn with; the tab takes the name. */
export async function fetchWebsite(): Promise<WebsiteSettings> {
  const website = (await (
    await publicFetch('/website/', { token: null })
  ).json()) as WebsiteSettings
  document.title = website.name
  return website
}
