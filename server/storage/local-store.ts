import { createReadStream, statSync } from 'node:fs'
import { access, constants, copyFile, mkdir, rename, rm, writeFile } from 'node:fs/promises'
import { randomBytes } from 'node:crypto'
import path from 'node:path'
import { checkedKey, type ObjectStore } from './object-store.ts'

/** An object store in a local folder (config.mediaDir): keys are paths relative to it. */
export function localObjectStore(root: string): ObjectStore {
  const base = path.resolve(root)
  const fileOf = (key: string) => {
    const file = path.resolve(base, checkedKey(key))
    if (!file.startsWith(base + path.sep)) throw new Error(`Bad media key: ${key}`)
    return file
  }
  // Written aside then renamed, so a reader never sees half a file.
  const partialOf = (target: string) => `${target}.${randomBytes(6).toString('hex')}.partial`
  return {
    async put(key, localFile, options = {}) {
      const target = fileOf(key)
      await mkdir(path.dirname(target), { recursive: true })
      if (options.move) {
        // A rename is atomic on one file system; across file systems, copy then delete.
        try {
          await rename(localFile, target)
          return
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error
        }
      }
      const partial = partialOf(target)
      await copyFile(localFile, partial)
      await rename(partial, target)
      if (options.move) await rm(localFile, { force: true })
    },
    async write(key, data) {
      const target = fileOf(key)
      await mkdir(path.dirname(target), { recursive: true })
      const partial = partialOf(target)
      await writeFile(partial, data)
      await rename(partial, target).catch(async (error: unknown) => {
        await rm(partial, { force: true })
        throw error
      })
    },
    open(key, range) {
      return createReadStream(fileOf(key), range ? { start: range.start, end: range.end } : {})
    },
    async stat(key) {
      let file: string
      try {
        file = fileOf(key)
      } catch {
        return null
      }
      // Synchronous on purpose: looking at one file's metadata takes microseconds, far less than
      // the round trip through the thread pool that the promise version makes (pictures are
      // looked at on every request).
      const info = statSync(file, { throwIfNoEntry: false })
      return info?.isFile() ? { size: info.size, modifiedAt: info.mtime } : null
    },
    async remove(key) {
      await rm(fileOf(key), { recursive: true, force: true })
    },
    async check() {
      // A fresh server has no folder yet: making it is what the first upload would do.
      await mkdir(base, { recursive: true })
      await access(base, constants.W_OK)
    },
  }
}
