import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import type { FastifyRequest } from 'fastify'
import { AdminLiveEventParams, AdminLiveThumbnail } from '../../../contract/schemas/admin-live.ts'
import { ApiError } from '../../../contract/schemas/errors.ts'
import { FILE_FIELD } from '../../../contract/values/file-field.ts'
import { fileFormSchema, readUploadedFile } from '../../http/uploaded-file.ts'
import { mediaStoreOf } from '../../storage/media-store.ts'
import { UPLOAD_MAX_BYTES } from '../images/upload.ts'
import { resizeThumbnailAhead } from '../images/variants-job.ts'
import { getLiveThumbnail, setLiveThumbnail, type LiveThumbnailScope } from './thumbnail-service.ts'

const security = [{ WebsiteToken: [] }]
const refusals = { 400: ApiError, 403: ApiError, 404: ApiError }
const PATH = '/live-events/:uid/thumbnail/'

/** A live event's picture under the staff API, as a media's or a plan's (issue 45). */
export const liveThumbnailRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const store = mediaStoreOf(app.config)
  const scope = (request: FastifyRequest): LiveThumbnailScope => ({
    db: app.db,
    websiteUid: request.website.uid,
    store,
  })
  const response = { 200: AdminLiveThumbnail, ...refusals }

  app.get(
    PATH,
    {
      schema: {
        tags: ['admin'],
        summary: "The live event's picture",
        security,
        params: AdminLiveEventParams,
        response,
      },
    },
    async (request) => getLiveThumbnail(scope(request), request.viewer, request.params.uid),
  )

  app.put(
    PATH,
    {
      schema: {
        tags: ['admin'],
        summary: "Replace the live event's picture (JPEG or PNG, judged by its content)",
        description: `The picture comes as the multipart field \`${FILE_FIELD}\`, at most ${UPLOAD_MAX_BYTES / 1024 / 1024} MiB; re-encoded so only its pixels are kept. Written to the audit log.`,
        security,
        params: AdminLiveEventParams,
        ...fileFormSchema(FILE_FIELD, 'A JPEG or PNG picture.'),
        response: { ...response, 413: ApiError },
      },
    },
    async (request) => {
      const file = await readUploadedFile(
        request,
        FILE_FIELD,
        UPLOAD_MAX_BYTES,
        'a JPEG or PNG picture',
      )
      const { uid } = request.params
      const changed = await setLiveThumbnail(scope(request), request.viewer, uid, file.data)
      const target = { websiteUid: request.website.uid, owner: 'live' as const, uid }
      await resizeThumbnailAhead(app.jobs.media, target, request.log)
      return changed
    },
  )

  app.delete(
    PATH,
    {
      schema: {
        tags: ['admin'],
        summary: "Remove the live event's picture",
        description: 'Written to the audit log.',
        security,
        params: AdminLiveEventParams,
        response,
      },
    },
    async (request) => setLiveThumbnail(scope(request), request.viewer, request.params.uid, null),
  )
}
