import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { readFile, stat } from 'node:fs/promises'
import { LANGUAGE_QUERY } from '../../../contract/values/first-screen.ts'
import {
  APP_ICONS,
  appIconPath,
  OFFLINE_PATH,
  WORKER_IGNORED_PREFIXES,
} from '../../../contract/values/installable.ts'

/** The worker's source, its values left to fill (copied beside the compiled server). */
const TEMPLATE = readFileSync(new URL('./service-worker.js', import.meta.url), 'utf8')

/** The hashed assets the built index.html names: the first screen's script, preloads, styles. */
const ASSET_ADDRESS = /(?:src|href)="(\/assets\/[^"?#]+)"/g

export function firstScreenAssets(indexHtml: string): string[] {
  return [...new Set([...indexHtml.matchAll(ASSET_ADDRESS)].map((match) => match[1] ?? ''))]
}

/** What the worker keeps: both offline screens, the icon they show, the first screen's assets. */
export function precacheList(indexHtml: string | null): string[] {
  const icon = APP_ICONS[0]
  return [
    `${OFFLINE_PATH}?${LANGUAGE_QUERY}=fr`,
    `${OFFLINE_PATH}?${LANGUAGE_QUERY}=en`,
    appIconPath(icon.name),
    ...(indexHtml ? firstScreenAssets(indexHtml) : []),
  ]
}

/** JSON inside the worker's single-quoted string literal. */
const inQuotes = (value: unknown) =>
  JSON.stringify(value).replace(/\\/g, '\\\\').replace(/'/g, "\\'")

/**
 * The worker as served: its version changes with the build (index.html names every hashed entry
 * asset) and with its own source, so a deploy makes browsers install it anew on the next visit.
 */
export function workerScript(indexHtml: string | null): string {
  const precache = precacheList(indexHtml)
  const version = createHash('sha256')
    .update(TEMPLATE)
    .update(indexHtml ?? '')
    .digest('hex')
    .slice(0, 12)
  return TEMPLATE.replace('%VERSION%', version)
    .replace('%PRECACHE%', () => inQuotes(precache))
    .replace('%IGNORED%', () => inQuotes(WORKER_IGNORED_PREFIXES))
    .replace('%OFFLINE_PATH%', OFFLINE_PATH)
}

let built: { indexFile: string; mtimeMs: number; script: string } | null = null

/** The worker for the build in `indexFile` (made again only when the build changed). */
export async function workerScriptFor(indexFile: string): Promise<string> {
  const mtimeMs = await stat(indexFile).then(
    (info) => info.mtimeMs,
    () => -1,
  )
  if (built?.indexFile === indexFile && built.mtimeMs === mtimeMs) return built.script
  const indexHtml = mtimeMs < 0 ? null : await readFile(indexFile, 'utf8')
  built = { indexFile, mtimeMs, script: workerScript(indexHtml) }
  return built.script
}
