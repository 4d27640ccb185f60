import { useEffect } from 'react'
import { useWebsite } from '../api/get-website.ts'

/**
 * The tab's title for a screen: `Its title | Site`, as the server writes it on a first visit
 * (server/modules/seo/head.ts), or the site's name alone; kept as the visitor moves on.
 */
export function usePageTitle(title?: string): void {
  const { name } = useWebsite()
  useEffect(() => {
    document.title = title && title !== name ? `${title} | ${name}` : name
  }, [title, name])
}
