import { buildStorefrontIfStale } from '../../scripts/build-storefront.ts'
import { DATA_DIR_VARIABLE } from './outbox.ts'
import { startServer } from './server.ts'

/** The address the journeys' workers read their baseURL from (set before they start). */
export const SERVER_URL_VARIABLE = 'VITRINE_E2E_URL'

/** Builds the storefront when stale, starts the real server; the returned function stops it. */
export default async function globalSetup(): Promise<() => Promise<void>> {
  if (!buildStorefrontIfStale()) {
    throw new Error('The storefront build failed; see the error above.')
  }
  const server = await startServer()
  process.env[SERVER_URL_VARIABLE] = server.url
  process.env[DATA_DIR_VARIABLE] = server.dataDir
  return server.stop
}
