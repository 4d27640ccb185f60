import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import type { FastifyRequest } from 'fastify'
import {
  AdminCaptionParams,
  AdminMedia,
  AdminMediaParams,
} from '../../../../contract/admin-medias.ts'
import { CAPTION_MAX_BYTES, MEDIA_FILE_FIELD } from '../../../../contract/admin-media-values.ts'
import { ApiError } from '../../../../contract/errors.ts'
import { UPLOAD_MAX_BYTES } from '../../images/upload.ts'
import { localMediaStore } from '../../media/store.ts'
import { requirePermission } from '../permissions.ts'
import { fileFormSchema, readUploadedFile } from '../uploaded-file.ts'
import {
  getAdminMedia,
  putCaption,
  putThumbnail,
  removeCaption,
  type MediaScope,
} from './service.ts'

const security = [{ WebsiteToken: [] }]
const refusals = { 400: ApiError, 403: ApiError, 404: ApiError }

const fileForm = (description: string) => fileFormSchema(MEDIA_FILE_FIELD, description)

/**
 * What staff add to a media after its import: captions per language and its own thumbnail.
 * Reading needs `catalogue.read`, changing `catalogue.edit` (contributors too); every change
 * is written to the audit log.
 */
export const adminMediaRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const store = localMediaStore(app.config.mediaDir)
  const scope = (request: FastifyRequest, permission: 'catalogue.read' | 'catalogue.edit') => {
    const staff = requirePermission(request.viewer, permission)
    const actor = { websiteUid: request.website.uid, staffUserUid: staff.uid }
    return { db: app.db, store, actor } satisfies MediaScope
  }

  app.get(
    '/medias/:uid/',
    {
      schema: {
        tags: ['admin'],
        summary: 'A media with its captions and thumbnail',
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
        description: `The file comes as the multipart field \`${MEDIA_FILE_FIELD}\`, at most ${CAPTION_MAX_BYTES / 1024} KiB, and must be WebVTT by its content. The player offers it at once. A media still being imported answers 409.`,
        security,
        params: AdminCaptionParams,
        ...fileForm('A WebVTT caption file.'),
        response: { 200: AdminMedia, ...refusals, 409: ApiError, 413: ApiError },
      },
    },
    async (request) => {
      const media = scope(request, 'catalogue.edit')
      const file = await readUploadedFile(
        request,
        MEDIA_FILE_FIELD,
        CAPTION_MAX_BYTES,
        'a WebVTT file',
      )
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
      removeCaption(scope(request, 'catalogue.edit'), request.params.uid, request.params.lang),
  )

  app.put(
    '/medias/:uid/thumbnail/',
    {
      schema: {
        tags: ['admin'],
        summary: "Replace the media's thumbnail (JPEG or PNG, judged by its content)",
        description: `The picture comes as the multipart field \`${MEDIA_FILE_FIELD}\`, at most ${UPLOAD_MAX_BYTES / 1024 / 1024} MiB; it is re-encoded so only its pixels are kept.`,
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
        MEDIA_FILE_FIELD,
        UPLOAD_MAX_BYTES,
        'a JPEG or PNG picture',
      )
      return putThumbnail(media, request.params.uid, file.data)
    },
  )
}
