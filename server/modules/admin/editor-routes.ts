import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import type { FastifyRequest } from 'fastify'
import { Type } from 'typebox'
import { EditorContent, ImageUploadAnswer } from '../../../contract/admin.ts'
import { ApiError } from '../../../contract/errors.ts'
import { recordChange } from './audit-log/service.ts'
import type { SchemaIssue } from '../../http/validation-messages.ts'
import { schemaError } from './field-errors.ts'
import { UPLOAD_BODY_LIMIT, UPLOAD_FIELD, uploadWebsiteImage } from './image-upload.ts'
import { requirePermission } from './permissions.ts'
import { getEditorContent, saveEditorContent, type EditorScope } from './service.ts'

const security = [{ WebsiteToken: [] }]
const refusals = { 400: ApiError, 403: ApiError }

/** Only documents the upload form: the body is read as bytes by `uploadWebsiteImage`. */
const UploadForm = Type.Object({
  [UPLOAD_FIELD]: Type.String({ format: 'binary', description: 'A JPEG or PNG picture.' }),
})

/**
 * The editor drawer's calls: the home page and the appearance, and their pictures. Only staff
 * whose role edits pages (owners and editors, not contributors) get in, before any body is read.
 */
export const editorRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', async (request) => {
    requirePermission(request.viewer, 'pages.edit')
  })
  // Only these routes take multipart bodies, so no other route ever buffers a large one.
  app.addContentTypeParser(
    'multipart/form-data',
    { parseAs: 'buffer', bodyLimit: UPLOAD_BODY_LIMIT },
    (_request, body, done) => done(null, body),
  )

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
      bodyLimit: UPLOAD_BODY_LIMIT,
      schema: {
        tags: ['admin'],
        summary: 'Upload a picture (JPEG or PNG, judged by its content) for a block or the logo',
        security,
        consumes: ['multipart/form-data'],
        body: UploadForm,
        response: { 201: ImageUploadAnswer, ...refusals, 413: ApiError },
      },
      validatorCompiler: () => () => true,
    },
    async (request, reply) => {
      const { website, staffUserUid } = scope(request)
      const answer = await uploadWebsiteImage(
        app.config.mediaDir,
        website.uid,
        request.body,
        request.headers['content-type'],
      )
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
