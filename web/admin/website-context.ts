import { createContext, useContext } from 'react'
import type { WebsiteSettings } from '../../contract/schemas/website.ts'

/** The website the back office runs, as GET /website/ describes it; loaded before any screen. */
export const WebsiteContext = createContext<WebsiteSettings | null>(null)

export function useWebsiteSettings(): WebsiteSettings {
  const website = useContext(WebsiteContext)
  if (!website) throw new Error('useWebsiteSettings needs the WebsiteContext of the back office')
  return website
}

/**
 * Asks GET /website/ again and redraws the back office with it (name, colours): what the
 * settings screen calls once saved, so the staff see their change without reloading. Outside the
 * back office's app (component tests), it does nothing.
 */
export const WebsiteRefreshContext = createContext<() => Promise<void>>(async () => undefined)

export function useRefreshWebsite(): () => Promise<void> {
  return useContext(WebsiteRefreshContext)
}
