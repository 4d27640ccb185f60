import { createReadStream } from 'node:fs'
import { rm } from 'node:fs/promises'
import { Readable } from 'node:stream'
import {
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  type S3ClientConfig,
  S3ServiceException,
  type _Object,
} from '@aws-sdk/client-s3'
import { Upload } from '@aws-sdk/lib-storage'
import { getSignedUrl } from '@aws-sdk/s3-request-presigner'
import type { S3Settings } from '../config.ts'
import { checkedKey, type ObjectStore } from './object-store.ts'

/** S3 refuses presigned addresses valid longer than a week. */
export const PRESIGN_MAX_SECONDS = 7 * 24 * 3600

/** How to reach AWS S3, R2, MinIO or s3rver: path-style addressing when an endpoint is given. */
export function s3ClientConfig(settings: S3Settings): S3ClientConfig {
  return {
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.endpoint !== undefined,
    // Without keys the SDK's own chain applies (instance roles, profiles).
    credentials: settings.credentials,
    // Checksums only where S3 requires them: several S3-compatible stores reject the others.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  }
}

/** The client for the bucket `settings` names. */
export const s3Client = (settings: S3Settings) => new S3Client(s3ClientConfig(settings))

/** Whether an S3 call failed because what it names is not there. */
export const isMissing = (error: unknown) =>
  error instanceof S3ServiceException &&
  (error.$metadata.httpStatusCode === 404 ||
    error.name === 'NotFound' ||
    error.name === 'NoSuchKey')

/** Every object whose key starts with `prefix`, a page (up to 1000 objects) at a time. */
export async function* objectsUnder(
  client: S3Client,
  bucket: string,
  prefix: string,
): AsyncGenerator<_Object[]> {
  let token: string | undefined
  do {
    const page = await client.send(
      new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix, ContinuationToken: token }),
    )
    if (page.Contents && page.Contents.length > 0) yield page.Contents
    token = page.IsTruncated ? page.NextContinuationToken : undefined
  } while (token)
}

/** An object store in an S3 bucket: the same keys as the local folder, as object names. */
export function s3ObjectStore(settings: S3Settings, client = s3Client(settings)): ObjectStore {
  const Bucket = settings.bucket
  return {
    async put(key, localFile, options = {}) {
      // Streamed; big files go up in parts, several at a time.
      const upload = new Upload({
        client,
        params: { Bucket, Key: checkedKey(key), Body: createReadStream(localFile) },
        partSize: 16 * 1024 * 1024,
        queueSize: 4,
      })
      await upload.done()
      if (options.move) await rm(localFile, { force: true })
    },
    async write(key, data) {
      await client.send(new PutObjectCommand({ Bucket, Key: checkedKey(key), Body: data }))
    },
    open(key, range) {
      const Key = checkedKey(key)
      const Range = range ? `bytes=${range.start}-${range.end}` : undefined
      return Readable.from(
        (async function* () {
          const answer = await client.send(new GetObjectCommand({ Bucket, Key, Range }))
          // Leaving the loop early (the client went away) destroys the body, freeing the socket.
          for await (const chunk of answer.Body as Readable) yield chunk as Buffer
        })(),
        { objectMode: false },
      )
    },
    async stat(key) {
      let Key: string
      try {
        Key = checkedKey(key)
      } catch {
        return null
      }
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket, Key }))
        return { size: head.ContentLength ?? 0, modifiedAt: head.LastModified ?? new Date(0) }
      } catch (error) {
        if (isMissing(error)) return null
        throw error
      }
    },
    async remove(key) {
      const Key = checkedKey(key)
      const batches = [[Key]]
      for await (const objects of objectsUnder(client, Bucket, `${Key}/`)) {
        batches.push(objects.flatMap((entry) => (entry.Key ? [entry.Key] : [])))
      }
      for (const keys of batches) {
        await client.send(
          new DeleteObjectsCommand({
            Bucket,
            Delete: { Objects: keys.map((name) => ({ Key: name })), Quiet: true },
          }),
        )
      }
    },
    async check() {
      // The bucket exists and these credentials reach it.
      await client.send(new HeadBucketCommand({ Bucket }))
    },
    async presignedAddress(key, options) {
      const command = new GetObjectCommand({
        Bucket,
        Key: checkedKey(key),
        ResponseContentType: options.contentType,
        ResponseCacheControl: options.cacheControl,
        ResponseExpires: options.expiresHeader,
        ResponseContentDisposition: options.downloadName
          ? `attachment; filename*=UTF-8''${encodeURIComponent(options.downloadName)}`
          : undefined,
      })
      const expiresIn = Math.min(PRESIGN_MAX_SECONDS, Math.max(1, Math.ceil(options.expiresIn)))
      return getSignedUrl(client, command, { expiresIn, signingDate: options.signedAt })
    },
  }
}
