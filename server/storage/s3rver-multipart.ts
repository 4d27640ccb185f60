import { readdir, readFile, rm, stat } from 'node:fs/promises'
import path from 'node:path'
import type S3rver from 's3rver'

/** What of Koa's context the calls below read and write. */
interface S3rverContext {
  method: string
  path: string
  query: Record<string, string | string[] | undefined>
  status: number
  type: string
  body: unknown
  store: { getResourcePath(bucket: string, key: string | undefined, resource: string): string }
}

const xml = (body: string) => `<?xml version="1.0" encoding="UTF-8"?>\n${body}`
const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

function noSuchUpload(ctx: S3rverContext, uploadId: string) {
  ctx.status = 404
  ctx.type = 'application/xml'
  ctx.body = xml(
    `<Error><Code>NoSuchUpload</Code><Message>The specified multipart upload does not exist.` +
      `</Message><UploadId>${escape(uploadId)}</UploadId></Error>`,
  )
}

/** The parts sent so far, as S3's ListParts answers them, from a page's marker on. */
async function listParts(ctx: S3rverContext, bucket: string, key: string, folder: string) {
  const uploadId = String(ctx.query.uploadId)
  const marker = Number(ctx.query['part-number-marker'] ?? 0)
  const maxParts = Math.min(1000, Number(ctx.query['max-parts'] ?? 1000))
  const numbers = (await readdir(folder))
    .filter((name) => /^\d+$/.test(name))
    .map(Number)
    .filter((number) => number > marker)
    .sort((a, b) => a - b)
  const page = numbers.slice(0, maxParts)
  const parts = await Promise.all(
    page.map(async (number) => {
      const file = path.join(folder, String(number))
      const [info, md5] = await Promise.all([stat(file), readFile(`${file}.md5`, 'utf8')])
      return (
        `<Part><PartNumber>${number}</PartNumber><LastModified>${info.mtime.toISOString()}` +
        `</LastModified><ETag>"${md5}"</ETag><Size>${info.size}</Size></Part>`
      )
    }),
  )
  const truncated = numbers.length > page.length
  ctx.status = 200
  ctx.type = 'application/xml'
  ctx.body = xml(
    `<ListPartsResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/">` +
      `<Bucket>${escape(bucket)}</Bucket><Key>${escape(key)}</Key>` +
      `<UploadId>${escape(uploadId)}</UploadId><PartNumberMarker>${marker}</PartNumberMarker>` +
      `<NextPartNumberMarker>${page.at(-1) ?? marker}</NextPartNumberMarker>` +
      `<MaxParts>${maxParts}</MaxParts><IsTruncated>${truncated}</IsTruncated>` +
      `${parts.join('')}</ListPartsResult>`,
  )
}

/**
 * Adds to s3rver the two multipart calls it lacks and tus's S3 store makes: ListParts (where a
 * resumed upload stands) and AbortMultipartUpload (an upload cancelled). They read and remove
 * the folder in which s3rver keeps an upload's parts (`<n>` and `<n>.md5`, and the upload's key),
 * as its own UploadPart and CompleteMultipartUpload write and read it.
 */
export function addMultipartCalls(server: S3rver): void {
  server.middleware.unshift(async (ctx: S3rverContext, next: () => Promise<void>) => {
    const uploadId = ctx.query.uploadId
    if (typeof uploadId !== 'string' || !['GET', 'DELETE'].includes(ctx.method)) return next()
    const [, bucket = '', ...rest] = ctx.path.split('/')
    const key = decodeURIComponent(rest.join('/'))
    const folder = path.join(ctx.store.getResourcePath(bucket, undefined, 'uploads'), uploadId)
    const sentFor = /^[0-9a-f]+$/.test(uploadId)
      ? await readFile(path.join(folder, 'key'), 'utf8').catch(() => undefined)
      : undefined
    if (sentFor !== key) return noSuchUpload(ctx, uploadId)
    if (ctx.method === 'GET') return listParts(ctx, bucket, key, folder)
    await rm(folder, { recursive: true, force: true })
    ctx.status = 204
  })
}
