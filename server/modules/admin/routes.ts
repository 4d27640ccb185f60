import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { EditorContent, ImageUploadAnswer, StaffAnswer } from '../../../contract/admin.ts'
import { ApiError } from '../../../contract/errors.ts'
import { schemaError, type SchemaIssue } from './field-errors.ts'
import { UPLOAD_BODY_LIMIT, UPLOAD_FIELD, uploadWebsiteImage } from './image-upload.ts'
import { getEditorContent, saveEditorContent, type EditorScope } from './service.ts'
import { requireStaff } from './staff.ts'

const security = [{ WebsiteToken: [] }]
const refusals = { 400: ApiError, 403: ApiError }

/** Only documents the upload form: the body is read as bytes by `uploadWebsiteImage`. */
const UploadForm = Type.Object({
  [UPLOAD_FIELD]: Type.String({ format: 'binary', description: 'A JPEG or PNG picture.' }),
})

/**
 * The site staff's API (ADMIN_API_BASE): the editor drawer reads and saves the home page and the
 * appearance, and uploads pictures. Every call needs the token of an owner or editor of the
 * website the Host names, checked before any body is read.
 */
export const adminRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', async (request) => {
    requireStaff(request.viewer)
  })
  // Only these routes take multipart bodies, so no other route ever buffers a large one.
  app.addContentTypeParser(
    'multipart/form-data',
    { parseAs: 'buffer', bodyLimit: UPLOAD_BODY_LIMIT },
    (_request, body, done) => done(null, body),
  )

  const scope = (request: { website: EditorScope['website'] }): EditorScope => ({
    db: app.db,
    dialect: app.dialect,
    website: request.website,
  })

  app.get(
    '/me/',
    {
      schema: {
        tags: ['admin'],
        summary: "The signed-in staff member's role on this website",
        security,
        response: { 200: StaffAnswer, ...refusals },
      },
    },
    async (request) => ({
      role: requireStaff(request.viewer),
    }),
  )

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
          '`page.content[2].fields.title.text`, and nothing is written. Answers what was stored.',
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
      const answer = await uploadWebsiteImage(
        app.config.mediaDir,
        request.website.uid,
        request.body,
        request.headers['content-type'],
      )
      return reply.status(201).send(answer)
    },
  )
}
