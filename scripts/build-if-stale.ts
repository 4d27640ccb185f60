import { buildServerIfStale } from './build-server.ts'
import { buildStorefrontIfStale } from './build-storefront.ts'

/**
 * `npm start`'s first step: builds the storefront and compiles the server where they changed.
 * `--server-only` (`npm run worker`'s first step) compiles the server alone: workers serve no page.
 */
const serverOnly = process.argv.includes('--server-only')
if (!serverOnly && !buildStorefrontIfStale()) {
  console.error('The storefront build failed; fix the error above or run `npm run build`.')
  process.exit(1)
}
if (!buildServerIfStale()) {
  console.error('The server did not compile; fix the error above or run `npm run build`.')
  process.exit(1)
}
