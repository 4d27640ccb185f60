import { spawnSync } from 'node:child_process'
import { readdirSync, statSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

/**
 * `npm start`: builds the storefront when dist/web is missing or older than its sources, then
 * starts the server. An up-to-date build costs only a walk over web/'s file dates.
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

function storefrontIsStale(): boolean {
  const built = statSync(builtIndex, { throwIfNoEntry: false })
  if (!built) return true
  const sources = Math.max(...SOURCES.map((source) => newestChange(path.join(root, source))))
  return sources > built.mtimeMs
}

if (storefrontIsStale()) {
  console.log('Building the storefront (web/ changed since the last build)…')
  const vite = path.join(root, 'node_modules/vite/bin/vite.js')
  const result = spawnSync(process.execPath, [vite, 'build', '--logLevel', 'warn'], {
    cwd: root,
    stdio: 'inherit',
  })
  if (result.status !== 0) {
    console.error('The storefront build failed; fix the error above or run `npm run build`.')
    process.exit(result.status ?? 1)
  }
}

await import('../server/main.ts')
