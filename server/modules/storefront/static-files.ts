import { stat } from 'node:fs/promises'
import path from 'node:path'

/** Where a URL path leads among the built files. */

/** The file a URL path names inside `root`, or null when it escapes it or is no file. */
export async function fileInside(root: string, urlPath: string): Promise<string | null> {
  let decoded: string
  try {
    decoded = decodeURIComponent(urlPath)
  } catch {
    return null
  }
  if (decoded.includes('\0')) return null
  const file = path.resolve(root, `.${path.posix.normalize(`/${decoded}`)}`)
  if (!file.startsWith(root + path.sep)) return null
  const info = await stat(file).catch(() => null)
  return info?.isFile() ? file : null
}
