import { readdir, stat } from 'node:fs/promises'
import path from 'node:path'
import { checkedKey, type ObjectStore } from './object-store.ts'

/** How far a copy has gone, in files and bytes. */
export interface CopyProgress {
  files: number
  totalFiles: number
  bytes: number
  totalBytes: number
}

/**
 * What a copy did: files sent, files the target already held at the same size, and files whose
 * names no key may have (left where they are).
 */
export interface CopyResult {
  copied: number
  skipped: number
  bytes: number
  refused: string[]
}

const isKey = (key: string) => {
  try {
    return checkedKey(key) === key
  } catch {
    return false
  }
}

/** Files under the folder, as keys relative to it; half-written files (`.partial`) are not. */
async function filesUnder(root: string): Promise<{ key: string; size: number }[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true })
  const files = []
  for (const entry of entries) {
    if (!entry.isFile() || /\.(partial|part)$/.test(entry.name)) continue
    const file = path.join(entry.parentPath, entry.name)
    const key = path.relative(root, file).split(path.sep).join('/')
    files.push({ key, size: (await stat(file)).size })
  }
  return files.sort((a, b) => a.key.localeCompare(b.key))
}

/**
 * Copies a local media folder into an object store, key for key. Resumable: an object the target
 * already holds at the same size is skipped, so a copy cut short starts again where it stopped.
 */
export async function copyFolderToStore(
  root: string,
  target: ObjectStore,
  onProgress: (progress: CopyProgress) => void = () => undefined,
): Promise<CopyResult> {
  const files = await filesUnder(path.resolve(root))
  const progress: CopyProgress = {
    files: 0,
    totalFiles: files.length,
    bytes: 0,
    totalBytes: files.reduce((sum, file) => sum + file.size, 0),
  }
  const result: CopyResult = { copied: 0, skipped: 0, bytes: 0, refused: [] }
  for (const file of files) {
    if (!isKey(file.key)) {
      result.refused.push(file.key)
    } else if ((await target.stat(file.key))?.size === file.size) {
      result.skipped += 1
    } else {
      await target.put(file.key, path.join(root, file.key))
      result.copied += 1
      result.bytes += file.size
    }
    progress.files += 1
    progress.bytes += file.size
    onProgress({ ...progress })
  }
  return result
}
