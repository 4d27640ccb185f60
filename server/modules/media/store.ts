import { createReadStream } from 'node:fs'
import { copyFile, mkdir, rename, rm, stat } from 'node:fs/promises'
import path from 'node:path'
import type { Readable } from 'node:stream'

/** Size and age of a stored object. */
export interface StoredObject {
  size: number
  modifiedAt: Date
}

/** Inclusive byte range, as HTTP Range counts. */
export interface ByteRange {
  start: number
  end: number
}

/**
 * Where media files live, by key (`streams/{website}/{media}/hls/master.m3u8`). Keys are plain
 * relative paths so an object store (S3 and the like) can implement this with the same keys.
 */
export interface MediaStore {
  /** Stores a local file under the key; `move` lets the store take the file instead of copying it. */
  put(key: string, localFile: string, options?: { move?: boolean }): Promise<void>
  /** Reads the object, or one byte range of it. */
  open(key: string, range?: ByteRange): Readable
  /** Size and modification time, or null when there is no such object. */
  stat(key: string): Promise<StoredObject | null>
  /** Removes the object, or every object under the key when it names a folder. */
  remove(key: string): Promise<void>
}

const SAFE_KEY = /^(?!.*(?:^|\/)\.\.?(?:\/|$))[A-Za-z0-9._/-]+$/

/** A media store in a local folder (config.mediaDir): keys are paths relative to it. */
export function localMediaStore(root: string): MediaStore {
  const base = path.resolve(root)
  const fileOf = (key: string) => {
    const file = path.resolve(base, key)
    if (!SAFE_KEY.test(key) || !file.startsWith(base + path.sep)) {
      throw new Error(`Bad media key: ${key}`)
    }
    return file
  }
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
      const partial = `${target}.partial`
      await copyFile(localFile, partial)
      await rename(partial, target)
      if (options.move) await rm(localFile, { force: true })
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
      const info = await stat(file).catch(() => null)
      return info?.isFile() ? { size: info.size, modifiedAt: info.mtime } : null
    },
    async remove(key) {
      await rm(fileOf(key), { recursive: true, force: true })
    },
  }
}
