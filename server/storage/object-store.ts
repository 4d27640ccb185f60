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

/** What a presigned address answers with, besides the object's bytes. */
export interface PresignOptions {
  /** Seconds the address stays valid from `signedAt` (at most a week, S3's limit). */
  expiresIn: number
  /** When the address is signed; now by default. Equal inputs give equal addresses (CDN hits). */
  signedAt?: Date
  contentType?: string
  /** Set: the object downloads under this name. */
  downloadName?: string
  cacheControl?: string
  /** The `Expires` header of the answer. */
  expiresHeader?: Date
}

/**
 * Where media files live, by key (`streams/{website}/{media}/hls/master.m3u8`). Keys are plain
 * relative paths, the same in the local folder and in an S3 bucket.
 */
export interface ObjectStore {
  /** Stores a local file under the key; `move` lets the store take the file instead of copying it. */
  put(key: string, localFile: string, options?: { move?: boolean }): Promise<void>
  /** Stores bytes held in memory under the key. */
  write(key: string, data: Buffer): Promise<void>
  /** Reads the object, or one byte range of it. */
  open(key: string, range?: ByteRange): Readable
  /** Size and modification time, or null when there is no such object. */
  stat(key: string): Promise<StoredObject | null>
  /** Removes the object, or every object under the key when it names a folder. */
  remove(key: string): Promise<void>
  /** Resolves when the store answers and can be written to (for `/readyz`); rejects otherwise. */
  check(): Promise<void>
  /**
   * An address the object can be fetched from directly, without the app, until it expires. Only
   * stores that serve objects themselves (S3) have it; the app streams the others.
   */
  presignedAddress?(key: string, options: PresignOptions): Promise<string>
}

const SAFE_KEY = /^(?!.*(?:^|\/)\.\.?(?:\/|$))[A-Za-z0-9._/-]+$/

/** The key itself, or an error when it could leave the store (`..`, absolute, odd characters). */
export function checkedKey(key: string): string {
  if (!SAFE_KEY.test(key) || key.startsWith('/') || key.endsWith('/') || key.includes('//')) {
    throw new Error(`Bad media key: ${key}`)
  }
  return key
}
