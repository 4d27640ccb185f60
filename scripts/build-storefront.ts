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

/** True when dist/web is missing or one of its sources changed since it was built. */
export function storefrontIsStale(): boolean {
  const built = statSync(builtIndex, { throwIfNoEntry: false })
  if (!built) return true
  const sources = Math.max(...SOURCES.map((source) => newestChange(path.join(root, source))))
  return sources > built.mtimeMs
}

/** Builds the storefront when stale; returns false (after Vite printed why) when the build fails. */
export function buildStorefrontIfStale(): boolean {
  if (!storefrontIsStale()) return true
  console.log('Building the storefront (web/ changed since the last build)…')
  const vite = path.join(root, 'node_modules/vite/bin/vite.js')
  const result = spawnSync(process.execPath, [vite, 'build', '--logLevel', 'warn'], {
    cwd: root,
    stdio: 'inherit',
  })
  return result.status === 0
}
