import { createContext, useContext } from 'react'

/**
 * The origin visitors reach the storefront at (`https://shop.example`), for the addresses it
 * gives to share: the server's renderer names it (the request's host when the website claims
 * it, else its public URL) and the browser keeps the one the page was drawn with
 * (web/app/mount-app.tsx), else its address bar's. Taking over the server's page keeps its links.
 */
export const PageOriginContext = createContext<string | null>(null)

export function usePageOrigin(): string {
  return useContext(PageOriginContext) ?? window.location.origin
}
