import { buildStorefrontIfStale } from './build-storefront.ts'

/** `npm start`: builds the storefront when dist/web is stale, then starts the server. */
if (!buildStorefrontIfStale()) {
  console.error('The storefront build failed; fix the error above or run `npm run build`.')
  process.exit(1)
}

await import('../server/main.ts')
