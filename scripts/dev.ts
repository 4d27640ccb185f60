import { buildStorefrontIfStale } from './build-storefront.ts'

/** `npm run dev`: builds the storefront when dist/web is stale, then runs the server's sources. */
if (!buildStorefrontIfStale()) {
  console.error('The storefront build failed; fix the error above or run `npm run build`.')
  process.exit(1)
}

await import('../server/main.ts')
