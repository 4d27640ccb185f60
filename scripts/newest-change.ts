import { readdirSync, statSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

/** The project's root folder, where package.json is. */
export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

/** The newest modification time (ms) of a file, or of anything inside a folder; 0 if missing. */
export function newestChange(entry: string): number {
  const info = statSync(entry, { throwIfNoEntry: false })
  if (!info) return 0
  if (!info.isDirectory()) return info.mtimeMs
  return readdirSync(entry).reduce(
    (newest, name) => Math.max(newest, newestChange(path.join(entry, name))),
    info.mtimeMs,
  )
}

/** True when one of `built` is missing or older than the newest of `sources` (relative to root). */
export function isStale(built: string[], sources: string[]): boolean {
  const infos = built.map((file) => statSync(file, { throwIfNoEntry: false }))
  if (infos.some((info) => !info)) return true
  const oldest = Math.min(...infos.map((info) => info?.mtimeMs ?? 0))
  return Math.max(...sources.map((source) => newestChange(path.join(root, source)))) > oldest
}
