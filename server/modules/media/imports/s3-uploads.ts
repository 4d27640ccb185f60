import { createReadStream, createWriteStream } from 'node:fs'
import { mkdir, rm } from 'node:fs/promises'
import path from 'node:path'
import type { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import {
  AbortMultipartUploadCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
} from '@aws-sdk/client-s3'
import { Upload } from '@aws-sdk/lib-storage'
import { S3Store, type MetadataValue } from '@tus/s3-store'
import type { KvStore } from '@tus/server'
import type { S3Settings } from '../../../config.ts'
import { isMissing, objectsUnder, s3Client, s3ClientConfig } from '../../../storage/s3-store.ts'
import type { LocalUpload } from './upload-storage.ts'

const INFO = '.info'

/** The size of the parts an adopted file (a live recording) goes up in: 10,000 make 160 GB. */
export const ADOPT_PART_BYTES = 16 * 1024 * 1024

/** A call's answer `fallback` when what it names is not there. */
const ifMissing =
  <T>(fallback: T) =>
  (error: unknown): T => {
    if (isMissing(error)) return fallback
    throw error
  }

/** The uploads in an S3 bucket (upload-storage.ts), with the S3 SDK loaded. */
export interface S3Uploads {
  datastore: S3Store
  localCopy(id: string): Promise<LocalUpload>
  remove(id: string): Promise<void>
  /** Sends the file to the key `id`, then removes it. */
  adopt(id: string, file: string): Promise<void>
  begunBefore(cutoff: Date): AsyncIterable<string[]>
}

/**
 * An upload's metadata is read from the bucket on every call, never kept in a process: another
 * process may have finished or cancelled the upload since (tus's S3 store keeps it in memory by
 * default, and then takes a cancelled upload for a finished one).
 */
const UNKEPT: KvStore<MetadataValue> = {
  get: async () => undefined,
  set: async () => undefined,
  delete: async () => undefined,
}

/** tus's S3 store, whose cancelled uploads also leave no incomplete part behind. */
class TidyS3Store extends S3Store {
  override async remove(id: string): Promise<void> {
    await super.remove(id)
    await this.deleteIncompletePart(id)
  }
}

/**
 * tus's S3 store: each call's bytes go up as parts of one multipart upload, a call's last bytes
 * short of a part as an object `<id>.part` that the next call completes, its metadata in
 * `<id>.info`. A part waits in the system's temporary folder while it is sent, never in memory.
 * Upload ids are keys under `folder`; a finished upload is copied into `scratch` for its import.
 */
export function s3Uploads(settings: S3Settings, folder: string, scratch: string): S3Uploads {
  const client = s3Client(settings)
  const Bucket = settings.bucket
  return {
    datastore: new TidyS3Store({
      s3ClientConfig: { bucket: Bucket, ...s3ClientConfig(settings) },
      cache: UNKEPT,
    }),
    async localCopy(id) {
      await mkdir(scratch, { recursive: true })
      const file = path.join(scratch, path.basename(id))
      const answer = await client.send(new GetObjectCommand({ Bucket, Key: id }))
      await pipeline(answer.Body as Readable, createWriteStream(file))
      return { file, release: () => rm(file, { force: true }) }
    },
    async adopt(id, file) {
      // In parts, several at a time: a recording may be past S3's 5 GB for a single PUT.
      const upload = new Upload({
        client,
        params: { Bucket, Key: id, Body: createReadStream(file) },
        partSize: ADOPT_PART_BYTES,
        queueSize: 4,
      })
      await upload.done()
      await rm(file, { force: true })
    },
    async remove(id) {
      // An unfinished upload's parts are kept by S3 until its multipart upload is aborted.
      const info = await client
        .send(new HeadObjectCommand({ Bucket, Key: `${id}.info` }))
        .catch(ifMissing(null))
      const UploadId = info?.Metadata?.['upload-id']
      if (UploadId) {
        await client
          .send(new AbortMultipartUploadCommand({ Bucket, Key: id, UploadId }))
          .catch(ifMissing(undefined))
      }
      const keys = [id, `${id}.info`, `${id}.part`]
      await client.send(
        new DeleteObjectsCommand({
          Bucket,
          Delete: { Objects: keys.map((Key) => ({ Key })), Quiet: true },
        }),
      )
    },
    async *begunBefore(cutoff) {
      // `<id>.info` is written as the upload begins, and never again.
      for await (const objects of objectsUnder(client, Bucket, folder)) {
        const ids = objects.flatMap(({ Key, LastModified }) =>
          Key?.endsWith(INFO) && LastModified && LastModified < cutoff
            ? [Key.slice(0, -INFO.length)]
            : [],
        )
        if (ids.length > 0) yield ids
      }
    },
  }
}
