import type { Page } from '@playwright/test'
import { APP_READY_ATTRIBUTE } from '../../contract/values/first-screen.ts'

/**
 * True once React has hydrated all of the server's page: the app says it runs, and every
 * Suspense region the server rendered (between `<!--$-->` and `<!--/$-->`) starts with an
 * element React owns (it keeps its fiber on the elements it hydrated). Pages without a root, or
 * rendered in the browser, are ready as soon as the app says so.
 */
function isHydrated(ready: string): boolean {
  const root = document.getElementById('root')
  if (!root) return true
  if (!document.documentElement.hasAttribute(ready)) return false
  const owned = (element: Element) => Object.keys(element).some((key) => key.startsWith('__react'))
  const markers = document.createTreeWalker(root, NodeFilter.SHOW_COMMENT)
  for (let node = markers.nextNode(); node; node = markers.nextNode()) {
    if ((node as Comment).data !== '$') continue
    let next = node.nextSibling
    while (next && next.nodeType !== Node.ELEMENT_NODE && next.nodeType !== Node.COMMENT_NODE) {
      next = next.nextSibling
    }
    if (next && next.nodeType === Node.ELEMENT_NODE && !owned(next as Element)) return false
  }
  return true
}

/** Waits until React has hydrated every region of the page the server rendered. */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(isHydrated, APP_READY_ATTRIBUTE)
}
