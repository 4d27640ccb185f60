import { Suspense, type ReactNode } from 'react'

/**
 * A region of the server's page that React hydrates on its own (selective hydration): the shell
 * is hydrated first, then each region in a later, interruptible task, and a region the visitor
 * clicks or types into is hydrated at once and the event replayed. No single long task keeps a
 * phone from answering meanwhile. What a region holds never suspends on the server, so it has no
 * fallback of its own.
 */
export function HydrationRegion({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>
}
