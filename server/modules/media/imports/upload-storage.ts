import { copyFile, readdir, rename, rm, stat } from 'node:fs/promises'
import path from 'node:path'
import type { DataStore } from '@tus/server'
import type { Config, S3Settings } from '../../../config.ts'
import { BlockFileStore } from './block-file-store.ts'

/** The folder of the S3 bucket that holds uploads until they are imported. */
export const S3_UPLOADS_FOLDER = 'uploads/'

/** A finished upload as a file on this machine's disk, for ffprobe and ffmpeg. */
export interface LocalUpload {
  file: string
  /** Lets go of the file: a copy is removed, the upload itself stays until `remove`. */
  release(): Promise<void>
}

/**
 * Where uploads live until their import is done: the folder `UPLOAD_DIR` of the process that
 * receives them, or, when the media store is an S3 bucket, that bucket's `uploads/` folder, which
 * every web process and worker reaches. An upload's id is its name in the store; its address
 * ends with its `nameOf`.
 */
export interface UploadStorage {
  /** tus's store for uploads in progress; the S3 SDK is loaded on the first call. */
  datastore(): Promise<DataStore>
  /** The id of the upload whose address ends with `name`. */
  idOf(name: string): string
  /** The last part of the address of the upload `id`. */
  nameOf(id: string): string
  /** The finished upload `id` as a file on this machine. */
  localCopy(id: string): Promise<LocalUpload>
  /** Removes the upload `id`, finished or not. */
  remove(id: string): Promise<void>
  /**
   * Makes a file this server wrote (a live event's recording) the finished upload named `name`,
   * as if sent with tus: its import reads it like any upload's. The file is moved. Answers its id.
   */
  adopt(name: string, file: string): Promise<string>
  /** The ids of the uploads begun before `cutoff`, finished or not, a page at a time. */
  begunBefore(cutoff: Date): AsyncIterable<string[]>
}

function folderUploads(directory: string): UploadStorage {
  const fileOf = (id: string) => path.join(directory, id)
  return {
    datastore: async () => new BlockFileStore({ directory }),
    idOf: (name) => name,
    nameOf: (id) => id,
    localCopy: async (id) => ({ file: fileOf(id), release: async () => undefined }),
    async adopt(name, file) {
      // Across file systems a rename fails: copied, then removed.
      await rename(file, fileOf(name)).catch(async () => {
        await copyFile(file, fileOf(name))
        await rm(file, { force: true })
      })
      return name
    },
    async remove(id) {
      await rm(fileOf(id), { force: true })
      await rm(`${fileOf(id)}.json`, { force: true })
    },
    async *begunBefore(cutoff) {
      // tus's file store writes `<id>.json` as the upload begins, and never again.
      const names = await readdir(directory).catch(() => [])
      const ids: string[] = []
      for (const name of names.filter((entry) => entry.endsWith('.json'))) {
        const begun = await stat(path.join(directory, name)).catch(() => null)
        if (begun && begun.mtime < cutoff) ids.push(name.slice(0, -'.json'.length))
      }
      if (ids.length > 0) yield ids
    },
  }
}

/** Uploads in the bucket; a finished one is copied into `scratch` for its import. */
function bucketUploads(settings: S3Settings, scratch: string): UploadStorage {
  let loaded: Promise<import('./s3-uploads.ts').S3Uploads> | undefined
  const bucket = () =>
    (loaded ??= import('./s3-uploads.ts').then((module) =>
      module.s3Uploads(settings, S3_UPLOADS_FOLDER, scratch),
    ))
  return {
    datastore: async () => (await bucket()).datastore,
    idOf: (name) => `${S3_UPLOADS_FOLDER}${name}`,
    nameOf: (id) => id.slice(S3_UPLOADS_FOLDER.length),
    localCopy: async (id) => (await bucket()).localCopy(id),
    remove: async (id) => (await bucket()).remove(id),
    async adopt(name, file) {
      const id = `${S3_UPLOADS_FOLDER}${name}`
      await (await bucket()).adopt(id, file)
      return id
    },
    async *begunBefore(cutoff) {
      yield* (await bucket()).begunBefore(cutoff)
    },
  }
}

/** The upload storage the configuration names: beside the media store's S3 bucket, if any. */
export function uploadStorageOf(config: Config): UploadStorage {
  return config.s3 ? bucketUploads(config.s3, config.uploadDir) : folderUploads(config.uploadDir)
}
