import { DATA_DIR_VARIABLE } from './outbox.ts'
import { startServer, type RunningServer } from './server.ts'
import { test } from './test.ts'

/**
 * Gives the journeys of this file a server of their own, on a fresh demo database, as their
 * `baseURL`: for journeys that change what the other journeys read (the catalogue, the plans).
 * Its mail is what `newestMailTo` reads meanwhile; a worker runs one file at a time. `env`, read
 * as the server starts, gives it settings of its own (an SMTP server the file started).
 */
export function useOwnServer(env: () => Record<string, string> = () => ({})): void {
  let server: RunningServer | undefined
  let sharedDataDir: string | undefined
  test.beforeAll(async () => {
    test.setTimeout(120_000)
    server = await startServer({ env: env() })
    sharedDataDir = process.env[DATA_DIR_VARIABLE]
    process.env[DATA_DIR_VARIABLE] = server.dataDir
  })
  test.afterAll(async () => {
    if (sharedDataDir !== undefined) process.env[DATA_DIR_VARIABLE] = sharedDataDir
    await server?.stop()
  })
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's needs from it.
  test.use({ baseURL: async ({}, use) => use(server?.url) })
}
