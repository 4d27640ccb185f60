import { createContext, useContext } from 'react'
import type { WebsiteSettings } from '../../contract/website.ts'

/** The website the back office runs, as GET /website/ describes it; loaded before any screen. */
export const WebsiteContext = createContext<WebsiteSettings | null>(null)

export function useWebsiteSettings(): WebsiteSettings {
  const website = useContext(WebsiteContext)
  if (!website) throw new Error('useWebsiteSettings needs the WebsiteContext of the back office')
  return website
}
