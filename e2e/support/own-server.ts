import { startServer, type RunningServer } from './server.ts'
import { test } from './test.ts'

/**
 * Gives the journeys of this file a server of their own, on a fresh demo database, as their
 * `baseURL`: for journeys that change what the other journeys read (the catalogue, the plans).
 */
export function useOwnServer(): void {
  let server: RunningServer | undefined
  test.beforeAll(async () => {
    test.setTimeout(120_000)
    server = await startServer()
  })
  test.afterAll(async () => {
    await server?.stop()
  })
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's needs from it.
  test.use({ baseURL: async ({}, use) => use(server?.url) })
}
