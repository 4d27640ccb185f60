import { spawnSync } from 'node:child_process'
import { readdirSync, statSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

/**
 * Builds the storefront into dist/web when it is missing or older than its sources. Shared by
 * `npm start` and the browser journeys; an up-to-date build costs only a walk over file dates.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const builtIndex = path.join(root, 'dist/web/index.html')
const builtRenderer = path.join(root, 'dist/web-server/server-render.js')
const SOURCES = ['web', 'contract', 'vite.config.ts', 'package-lock.json']

function newestChange(entry: string): number {
  const info = statSync(entry, { throwIfNoEntry: false })
  if (!info) return 0
  if (!info.isDirectory()) return info.mtimeMs
  return readdirSync(entry).reduce(
    (newest, name) => Math.max(newest, newestChange(path.join(entry, name))),
    info.mtimeMs,
  )
}

/** True when dist/web or its server renderer is missing or older than one of its sources. */
export function storefrontIsStale(): boolean {
  const built = [builtIndex, builtRenderer].map((file) => statSync(file, { throwIfNoEntry: false }))
  if (built.some((info) => !info)) return true
  const oldest = Math.min(...built.map((info) => info?.mtimeMs ?? 0))
  const sources = Math.max(...SOURCES.map((source) => newestChange(path.join(root, source))))
  return sources > oldest
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
