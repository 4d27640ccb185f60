import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import type { FastifyRequest } from 'fastify'
import { EditorContent, ImageUploadAnswer } from '../../../../contract/schemas/admin.ts'
import { ApiError } from '../../../../contract/schemas/errors.ts'
import { recordChange } from '../../audit-log/service.ts'
import type { SchemaIssue } from '../../../http/validation-messages.ts'
import { schemaError } from '../../../http/field-errors.ts'
import { uploadWebsiteImage } from '../../images/website-image-upload.ts'
import { mediaStoreOf } from '../../../storage/media-store.ts'
import { UPLOAD_MAX_BYTES } from '../../images/upload.ts'
import { fileFormSchema, readUploadedFile } from '../../../http/uploaded-file.ts'
import { requirePermission } from '../../staff/permissions.ts'
import { getEditorContent, saveEditorContent, type EditorScope } from './service.ts'
import { FILE_FIELD } from '../../../../contract/values/file-field.ts'

const security = [{ WebsiteToken: [] }]
const refusals = { 400: ApiError, 403: ApiError }

/**
 * The editor drawer's calls: the home page and the appearance, and their pictures. Only staff
 * whose role edits pages (owners and editors, not contributors) get in, before any body is read.
 */
export const editorRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', async (request) => {
    requirePermission(request.viewer, 'pages.edit')
  })
  const scope = (request: FastifyRequest): EditorScope => ({
    db: app.db,
    dialect: app.dialect,
    website: request.website,
    staffUserUid: requirePermission(request.viewer, 'pages.edit').uid,
  })

  app.get(
    '/editor/',
    {
      schema: {
        tags: ['admin'],
        summary: 'The home page with all its blocks (hidden ones too) and the appearance',
        security,
        response: { 200: EditorContent, ...refusals },
      },
    },
    async (request) => getEditorContent(scope(request)),
  )

  app.put(
    '/editor/',
    {
      schema: {
        tags: ['admin'],
        summary: 'Save the home page and the appearance at once',
        description:
          'Each block follows BLOCK_FIELDS[component]; a 400 names the first wrong field, e.g. ' +
          '`page.content[2].fields.title.text`, and nothing is written. Answers what was stored. ' +
          'The audit log records the page and appearance before and after.',
        security,
        body: EditorContent,
        response: { 200: EditorContent, ...refusals },
      },
      // Report the whole path of a wrong field, not only its first step.
      attachValidation: true,
    },
    async (request) => {
      const failure = request.validationError as { validation?: SchemaIssue[] } | undefined
      if (failure) throw schemaError('', failure.validation ?? [])
      return saveEditorContent(scope(request), request.body)
    },
  )

  app.post(
    '/images/',
    {
      schema: {
        tags: ['admin'],
        summary: 'Upload a picture (JPEG or PNG, judged by its content) for a block or the logo',
        security,
        ...fileFormSchema(FILE_FIELD, 'A JPEG or PNG picture.'),
        response: { 201: ImageUploadAnswer, ...refusals, 413: ApiError },
      },
    },
    async (request, reply) => {
      const { website, staffUserUid } = scope(request)
      const file = await readUploadedFile(
        request,
        FILE_FIELD,
        UPLOAD_MAX_BYTES,
        'a JPEG or PNG picture',
      )
      const answer = await uploadWebsiteImage(mediaStoreOf(app.config), website.uid, file.data)
      // The picture is a file, not a row: its entry is written once the file is in place.
      await recordChange(
        app.db,
        { websiteUid: website.uid, staffUserUid },
        {
          action: 'create',
          resource: 'website_image',
          recordUid: answer.url,
          before: null,
          after: answer,
        },
      )
      return reply.status(201).send(answer)
    },
  )
}
