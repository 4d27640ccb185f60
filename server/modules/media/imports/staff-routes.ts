import { sendNodeResponse } from 'srvx/node'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import {
  AdminMediaImport,
  AdminMediaImportList,
  AdminMediaImportParams,
  AdminMediaImportsQuery,
} from '../../../../contract/schemas/admin-media-imports.ts'
import { UPLOAD_METADATA, UPLOADS_PATH } from '../../../../contract/values/admin-media-imports.ts'
import { ApiError } from '../../../../contract/schemas/errors.ts'
import { MAX_UNFINISHED_UPLOADS_PER_STAFF } from '../../../../contract/values/limits.ts'
import { notFound } from '../../../errors.ts'
import { requestLanguage } from '../../../lib/chosen-language.ts'
import { LIST_DESCRIPTION, sendList } from '../../../http/list-reply.ts'
import { requirePermission } from '../../staff/permissions.ts'
import { getMediaImport, listMediaImports, retryMediaImport } from './service.ts'
import { endUpload } from './upload-limits.ts'
import { uploadRequest } from './upload-request.ts'
import { uploadStorageOf } from './upload-storage.ts'
import { createUploadServer, inApiShape, stampUploader, uploadIdPrefix } from './uploads.ts'

const security = [{ WebsiteToken: [] }]
const meta = UPLOAD_METADATA
const refusals = { 400: ApiError, 403: ApiError }

/**
 * Files staff upload (tus at UPLOADS_PATH) and their imports: videos into medias and items, a
 * media's trailer or bonus files; the list the media library follows, and the retry of a failed
 * one. Uploading needs `catalogue.edit`.
 */
export const mediaImportRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const uploadStorage = uploadStorageOf(app.config)
  const tus = await createUploadServer(app, uploadStorage)
  // tus reads the body itself, as it streams to the disk: Fastify must leave it alone.
  app.addContentTypeParser('application/offset+octet-stream', (_request, _payload, done) => {
    done(null)
  })

  /**
   * Hands a tus call to the upload server once its caller and upload are this website's. The
   * address names one upload and nothing else: no query string and no further segment, so no
   * part of it can name another website's upload to tus.
   */
  async function handleUpload(request: FastifyRequest, reply: FastifyReply, name: string) {
    const staff = requirePermission(request.viewer, 'catalogue.edit')
    const namesOneUpload = name === '' || (!/[/\\\0]/.test(name) && !name.includes('..'))
    if (
      request.raw.url?.includes('?') ||
      !namesOneUpload ||
      (name !== '' && !name.startsWith(uploadIdPrefix(request.website.uid)))
    ) {
      throw notFound('No upload of this website has this id.')
    }
    stampUploader(request.raw, {
      websiteUid: request.website.uid,
      staffUid: staff.uid,
      requestId: request.id,
      uploadName: name,
    })
    reply.hijack()
    const call = uploadRequest(request.raw, reply.raw)
    const answer = await inApiShape(await tus.handleWeb(call), call.headers)
    // Ended by the staff: no longer one of their uploads under way, from the next call on.
    if (request.method === 'DELETE' && answer.ok) await endUpload(app.db, uploadStorage.idOf(name))
    // A client that left in the middle of its call (a connection cut mid-upload) is answered by
    // no one: writing to its closed socket would wait for the end of a write that never comes.
    if (reply.raw.socket?.destroyed !== false) return
    await sendNodeResponse(reply.raw, answer)
  }
  app.route({
    method: ['POST', 'HEAD', 'PATCH', 'DELETE', 'OPTIONS'],
    url: `${UPLOADS_PATH}*`,
    schema: { hide: true },
    handler: (request, reply) =>
      handleUpload(request, reply, (request.params as { '*': string })['*']),
  })
  // The creation call, at the folder's own address.
  app.post(UPLOADS_PATH.replace(/\/$/, ''), { schema: { hide: true } }, (request, reply) =>
    handleUpload(request, reply, ''),
  )

  app.get(
    '/media-imports/',
    {
      schema: {
        tags: ['admin'],
        summary: 'Files uploaded from the back office and where their import stands',
        description: `${LIST_DESCRIPTION} Newest first unless \`_sort\` says otherwise. Upload with tus (https://tus.io) at \`${UPLOADS_PATH}\`, the file's name in the \`${meta.fileName}\` metadata; a finished upload appears here, queued. \`${meta.purpose}\` says what the file is for: \`item\` (the default) makes a video a new unpublished item; \`trailer\` makes it the trailer of the media \`${meta.mediaUid}\` names; \`bonus\` adds any file to that media's downloads, named \`${meta.displayName}\` (its file name by default), at most ${Math.floor(app.config.bonusMaxBytes / 1024 / 1024)} MiB. These are checked as the upload starts: a wrong value answers 400 naming the key, a media of another website 404, a bonus file too large 413. A start whose \`Upload-Length\` passes what the website's storage quota (\`upload_quota_gib\` of the settings) leaves answers 413 saying how much is left; a staff member with ${MAX_UNFINISHED_UPLOADS_PER_STAFF} uploads under way gets 429 until one finishes or is ended (DELETE).`,
        security,
        querystring: AdminMediaImportsQuery,
        response: { 200: AdminMediaImportList, ...refusals },
      },
    },
    async (request, reply) => {
      requirePermission(request.viewer, 'catalogue.read')
      const language = requestLanguage(request.headers)
      return sendList(
        reply,
        await listMediaImports(app.db, request.website.uid, request.query, language),
      )
    },
  )

  app.get(
    '/media-imports/:uid/',
    {
      schema: {
        tags: ['admin'],
        summary: 'One uploaded video and where its import stands',
        security,
        params: AdminMediaImportParams,
        response: { 200: AdminMediaImport, ...refusals, 404: ApiError },
      },
    },
    async (request) => {
      requirePermission(request.viewer, 'catalogue.read')
      const language = requestLanguage(request.headers)
      return getMediaImport(app.db, request.website.uid, request.params.uid, language)
    },
  )

  app.post(
    '/media-imports/:uid/retry/',
    {
      schema: {
        tags: ['admin'],
        summary: 'Run a failed import again from its uploaded file',
        security,
        params: AdminMediaImportParams,
        response: {
          200: AdminMediaImport,
          ...refusals,
          404: ApiError,
          409: ApiError,
          503: ApiError,
        },
      },
    },
    async (request) => {
      requirePermission(request.viewer, 'catalogue.edit')
      const language = requestLanguage(request.headers)
      const { uid } = request.params
      return retryMediaImport(app.db, app.mediaImports, request.website.uid, uid, language)
    },
  )
}
