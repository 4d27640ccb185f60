import { createContext, useContext } from 'react'

/**
 * The origin visitors reach the storefront at (`https://shop.example`), for the addresses it
 * gives to share: the server's renderer names it from the request, the browser from its address
 * bar. Both must agree: taking over the server's page keeps its links as they were drawn.
 */
export const PageOriginContext = createContext<string | null>(null)

export function usePageOrigin(): string {
  return useContext(PageOriginContext) ?? window.location.origin
}
