import { createWriteStream } from 'node:fs'
import path from 'node:path'
import type { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { FileStore } from '@tus/file-store'
import { ERRORS } from '@tus/server'

/**
 * How much of an upload is held in memory before it is written: a request's body arrives in
 * 64 KiB pieces, and writing each one on its own (the file store's 16 KiB buffer) made an upload
 * three times slower than `cp` on the same disk. With this buffer, pieces queue while a write
 * runs and go to the disk together; memory stays bounded per upload.
 */
const WRITE_BUFFER_BYTES = 4 * 1024 * 1024

/** tus's file store, writing an upload's bytes in large blocks instead of one per network read. */
export class BlockFileStore extends FileStore {
  override async write(readable: Readable, fileId: string, offset: number): Promise<number> {
    const folder = path.resolve(this.directory)
    const target = path.resolve(folder, fileId)
    if (!target.startsWith(folder + path.sep)) throw ERRORS.FILE_NOT_FOUND
    const file = createWriteStream(target, {
      flags: 'r+',
      start: offset,
      highWaterMark: WRITE_BUFFER_BYTES,
    })
    try {
      await pipeline(readable, file)
    } catch {
      throw ERRORS.FILE_WRITE_ERROR
    }
    return offset + file.bytesWritten
  }
}
