import type { ErrorInfo } from 'react'

/**
 * What React recovered from while hydrating (the server's markup did not match what the browser
 * rendered, so React rendered that part afresh) is a defect of ours: reported as an uncaught error,
 * with the components it happened in, so it shows in the console and fails the browser journeys.
 */
export function reportHydrationError(error: unknown, info: ErrorInfo): void {
  const cause = error instanceof Error ? error.message : String(error)
  const where = info.componentStack ? `\n${info.componentStack}` : ''
  reportError(new Error(`Hydrating the server's page failed: ${cause}${where}`, { cause: error }))
}
