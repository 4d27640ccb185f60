import { spawnSync } from 'node:child_process'
import path from 'node:path'
import { isStale, root } from './newest-change.ts'

/**
 * Builds the storefront into dist/web when it is missing or older than its sources. Shared by
 * `npm start` and the browser journeys; an up-to-date build costs only a walk over file dates.
 */
const builtIndex = path.join(root, 'dist/web/index.html')
const builtRenderer = path.join(root, 'dist/web-server/server-render.js')
/** The embed player (web/embed), built with the storefront (vite.embed.config.ts). */
const builtPlayer = path.join(root, 'dist/embed/player.js')
const SOURCES = ['web', 'contract', 'vite.config.ts', 'vite.embed.config.ts', 'package-lock.json']

/** True when dist/web or its server renderer is missing or older than one of its sources. */
export function storefrontIsStale(): boolean {
  return isStale([builtIndex, builtRenderer, builtPlayer], SOURCES)
}

/** Builds the storefront and its renderer when stale; returns false (after Vite printed why) when the build fails. */
export function buildStorefrontIfStale(): boolean {
  if (!storefrontIsStale()) return true
  console.log('Building the storefront (web/ changed since the last build)…')
  const vite = path.join(root, 'node_modules/vite/bin/vite.js')
  // The app, then the renderer of its first screen on the server (vite.config.ts).
  for (const ssr of [[], ['--ssr']]) {
    const result = spawnSync(process.execPath, [vite, 'build', ...ssr, '--logLevel', 'error'], {
      cwd: root,
      stdio: 'inherit',
    })
    if (result.status !== 0) return false
  }
  return true
}
