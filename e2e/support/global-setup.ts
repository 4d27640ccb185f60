import { buildStorefrontIfStale } from '../../scripts/build-storefront.ts'
import { DEMO_DATA_VARIABLE, removeDemoData } from './demo-data.ts'
import { DATA_DIR_VARIABLE } from './outbox.ts'
import { seedDemoFolder, startServer } from './server.ts'

/** The address the journeys' workers read their baseURL from (set before they start). */
export const SERVER_URL_VARIABLE = 'VITRINE_E2E_URL'

/**
 * Builds the storefront when stale, seeds the demo once for every server of the run, starts the
 * shared server on a copy of it; the returned function stops it and removes the seeded folder.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  if (!buildStorefrontIfStale()) {
    throw new Error('The storefront build failed; see the error above.')
  }
  process.env[DEMO_DATA_VARIABLE] = await seedDemoFolder()
  try {
    const server = await startServer()
    process.env[SERVER_URL_VARIABLE] = server.url
    process.env[DATA_DIR_VARIABLE] = server.dataDir
    return async () => {
      await server.stop()
      removeDemoData()
    }
  } catch (error) {
    removeDemoData()
    throw error
  }
}
