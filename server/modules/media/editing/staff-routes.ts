import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import type { FastifyRequest } from 'fastify'
import { Type } from 'typebox'
import {
  AdminBonusFileParams,
  AdminCaptionParams,
  AdminMedia,
  AdminMediaParams,
} from '../../../../contract/schemas/admin-medias.ts'
import { CAPTION_MAX_BYTES } from '../../../../contract/values/admin-medias.ts'
import { UPLOAD_METADATA, UPLOADS_PATH } from '../../../../contract/values/admin-media-imports.ts'
import { API_BASE } from '../../../../contract/values/api-paths.ts'
import { ApiError } from '../../../../contract/schemas/errors.ts'
import { requestLanguage } from '../../../lib/chosen-language.ts'
import { UPLOAD_MAX_BYTES } from '../../images/upload.ts'
import { mediaStoreOf } from '../../../storage/media-store.ts'
import { resizeThumbnailAhead } from '../../images/variants-job.ts'
import { requirePermission } from '../../staff/permissions.ts'
import { fileFormSchema, readUploadedFile } from '../../../http/uploaded-file.ts'
import { removeBonusFile, removeTrailer } from './extras-service.ts'
import {
  getAdminMedia,
  putCaption,
  putThumbnail,
  removeCaption,
  type MediaScope,
} from './service.ts'
import { FILE_FIELD } from '../../../../contract/values/file-field.ts'

const security = [{ WebsiteToken: [] }]
const refusals = { 400: ApiError, 403: ApiError, 404: ApiError }

const fileForm = (description: string) => fileFormSchema(FILE_FIELD, description)

const meta = UPLOAD_METADATA
const EXTRAS_UPLOAD = `A trailer or a bonus file is sent with tus at \`${UPLOADS_PATH}\` (see GET /media-imports/), its metadata \`${meta.purpose}\` being \`trailer\` or \`bonus\` and \`${meta.mediaUid}\` this media's uid (a bonus file may have a \`${meta.displayName}\`, its file name by default); once imported it shows here, and in \`imports\` until then.`

/**
 * What staff add to a media after its import: captions per language, its own thumbnail, its
 * trailer and bonus files (both uploaded with tus, media-imports/). Reading needs
 * `catalogue.read`, changing `catalogue.edit` (contributors too), removing anything (captions,
 * the trailer, a bonus file) `catalogue.delete`; every change is written to the audit log.
 */
export const adminMediaRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const store = mediaStoreOf(app.config)
  const scope = (
    request: FastifyRequest,
    permission: 'catalogue.read' | 'catalogue.edit' | 'catalogue.delete',
  ) => {
    const staff = requirePermission(request.viewer, permission)
    const actor = { websiteUid: request.website.uid, staffUserUid: staff.uid }
    const language = requestLanguage(request.headers)
    return { db: app.db, store, actor, language } satisfies MediaScope
  }

  app.get(
    '/medias/:uid/',
    {
      schema: {
        tags: ['admin'],
        summary: 'A media with its captions, thumbnail, trailer and bonus files',
        description: EXTRAS_UPLOAD,
        security,
        params: AdminMediaParams,
        response: { 200: AdminMedia, ...refusals },
      },
    },
    async (request) => getAdminMedia(scope(request, 'catalogue.read'), request.params.uid),
  )

  app.put(
    '/medias/:uid/captions/:lang/',
    {
      schema: {
        tags: ['admin'],
        summary: "Add or replace the media's captions in a language (a WebVTT file)",
        description: `The file comes as the multipart field \`${FILE_FIELD}\`, at most ${CAPTION_MAX_BYTES / 1024} KiB, and must be WebVTT by its content. The player offers it at once. A media still being imported answers 409.`,
        security,
        params: AdminCaptionParams,
        ...fileForm('A WebVTT caption file.'),
        response: { 200: AdminMedia, ...refusals, 409: ApiError, 413: ApiError },
      },
    },
    async (request) => {
      const media = scope(request, 'catalogue.edit')
      const file = await readUploadedFile(request, FILE_FIELD, CAPTION_MAX_BYTES, 'a WebVTT file')
      return putCaption(media, request.params.uid, request.params.lang, file.data)
    },
  )

  app.delete(
    '/medias/:uid/captions/:lang/',
    {
      schema: {
        tags: ['admin'],
        summary: "Remove the media's captions in a language",
        security,
        params: AdminCaptionParams,
        response: { 200: AdminMedia, ...refusals },
      },
    },
    async (request) =>
      removeCaption(scope(request, 'catalogue.delete'), request.params.uid, request.params.lang),
  )

  app.put(
    '/medias/:uid/thumbnail/',
    {
      schema: {
        tags: ['admin'],
        summary: "Replace the media's thumbnail (JPEG or PNG, judged by its content)",
        description: `The picture comes as the multipart field \`${FILE_FIELD}\`, at most ${UPLOAD_MAX_BYTES / 1024 / 1024} MiB; it is re-encoded so only its pixels are kept.`,
        security,
        params: AdminMediaParams,
        ...fileForm('A JPEG or PNG picture.'),
        response: { 200: AdminMedia, ...refusals, 413: ApiError },
      },
    },
    async (request) => {
      const media = scope(request, 'catalogue.edit')
      const file = await readUploadedFile(
        request,
        FILE_FIELD,
        UPLOAD_MAX_BYTES,
        'a JPEG or PNG picture',
      )
      const changed = await putThumbnail(media, request.params.uid, file.data)
      const { uid, name } = changed
      const target = { websiteUid: request.website.uid, owner: 'media' as const, uid, name }
      await resizeThumbnailAhead(app.jobs.media, target, request.log)
      return changed
    },
  )

  app.delete(
    '/medias/:uid/trailer/',
    {
      schema: {
        tags: ['admin'],
        summary: "Unlink the media's trailer",
        description:
          'Visitors no longer see a trailer for this media. The trailer itself stays a media of the website, with its renditions (another media may play it too). A media without a trailer answers 404.',
        security,
        params: AdminMediaParams,
        response: { 204: Type.Null(), ...refusals },
      },
    },
    async (request, reply) => {
      await removeTrailer(scope(request, 'catalogue.delete'), request.params.uid)
      return reply.code(204).send(null)
    },
  )

  app.delete(
    '/medias/:uid/bonus-files/:file_uid/',
    {
      schema: {
        tags: ['admin'],
        summary: 'Remove a bonus file from the media and from the store',
        description: `The file leaves the media's downloads (\`${API_BASE}/items/{uid}/download/\`) at once, and its stored copy is removed. Needs \`catalogue.delete\`: contributors may add bonus files, not remove them.`,
        security,
        params: AdminBonusFileParams,
        response: { 204: Type.Null(), ...refusals },
      },
    },
    async (request, reply) => {
      const media = scope(request, 'catalogue.delete')
      await removeBonusFile(media, request.params.uid, request.params.file_uid)
      return reply.code(204).send(null)
    },
  )
}
