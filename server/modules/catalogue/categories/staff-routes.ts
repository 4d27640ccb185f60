import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import type { FastifyRequest } from 'fastify'
import { Type } from 'typebox'
import {
  AdminCategoriesQuery,
  AdminCategory,
  AdminCategoryChange,
  AdminCategoryInput,
  AdminCategoryList,
  AdminCategoryMove,
  AdminCategoryParams,
} from '../../../../contract/schemas/admin-categories.ts'
import { CATEGORY_PICTURES } from '../../../../contract/values/admin-categories.ts'
import type { StaffPermission } from '../../../../contract/values/staff-roles.ts'
import { ApiError } from '../../../../contract/schemas/errors.ts'
import { UPLOAD_MAX_BYTES } from '../../images/upload.ts'
import { resizeThumbnailAhead } from '../../images/variants-job.ts'
import { mediaStoreOf } from '../../../storage/media-store.ts'
import { LIST_DESCRIPTION, sendList } from '../../../http/list-reply.ts'
import { requirePermission } from '../../staff/permissions.ts'
import { fileFormSchema, readUploadedFile } from '../../../http/uploaded-file.ts'
import { moveAdminCategory } from './move-service.ts'
import { putCategoryPicture, removeCategoryPicture } from './picture-service.ts'
import {
  changeAdminCategory,
  createAdminCategory,
  deleteAdminCategory,
  getAdminCategory,
  listAdminCategories,
  type CategoryScope,
} from './service.ts'
import { FILE_FIELD } from '../../../../contract/values/file-field.ts'

const security = [{ WebsiteToken: [] }]
const refusals = { 400: ApiError, 403: ApiError, 404: ApiError }

/** The staff member asking, when their role allows `permission`, and where they work. */
function scope(request: FastifyRequest, permission: StaffPermission): CategoryScope {
  const staff = requirePermission(request.viewer, permission)
  const { db, dialect } = request.server
  return { db, dialect, websiteUid: request.website.uid, staff }
}

/**
 * The website's category tree: reading it needs `catalogue.read`, changing it `catalogue.edit`
 * (contributors too), deleting a category or one of its pictures `catalogue.delete`. Every change is written to the
 * audit log, and shows to the storefront's next visitor.
 */
export const adminCategoryRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const store = mediaStoreOf(app.config)
  app.get(
    '/categories/',
    {
      schema: {
        tags: ['admin'],
        summary: "The website's categories",
        description: `${LIST_DESCRIPTION} In the tree's order (each category, then those under it, siblings by position) unless \`_sort=name\`; \`q\` looks for words in the names (accents and case aside), \`parent_uid\` keeps the categories directly under one, \`root=true\` the top-level ones (\`false\` the others), \`is_on_navbar\` those in the navigation bar or not.`,
        security,
        querystring: AdminCategoriesQuery,
        response: { 200: AdminCategoryList, ...refusals },
      },
    },
    async (request, reply) =>
      sendList(reply, await listAdminCategories(scope(request, 'catalogue.read'), request.query)),
  )

  app.get(
    '/categories/:uid/',
    {
      schema: {
        tags: ['admin'],
        summary: 'One category',
        security,
        params: AdminCategoryParams,
        response: { 200: AdminCategory, ...refusals },
      },
    },
    async (request) => {
      const { db, websiteUid } = scope(request, 'catalogue.read')
      return getAdminCategory(db, websiteUid, request.params.uid)
    },
  )

  app.post(
    '/categories/',
    {
      schema: {
        tags: ['admin'],
        summary: 'Create a category',
        description:
          'Placed after its siblings. Without `slug`, one is made from the name, unique within the website (`jazz`, `jazz-2`…); a `slug` another category has answers 409 naming `slug`. A `parent_uid` that is no category of this website answers 400 naming it. Written to the audit log.',
        security,
        body: AdminCategoryInput,
        response: { 201: AdminCategory, ...refusals, 409: ApiError },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await createAdminCategory(scope(request, 'catalogue.edit'), request.body)),
  )

  app.patch(
    '/categories/:uid/',
    {
      schema: {
        tags: ['admin'],
        summary: 'Change a category',
        description:
          'Only the fields sent change; the parent and position change through `move/`. A `slug` another category has answers 409 naming `slug`. Written to the audit log.',
        security,
        params: AdminCategoryParams,
        body: AdminCategoryChange,
        response: { 200: AdminCategory, ...refusals, 409: ApiError },
      },
    },
    async (request) =>
      changeAdminCategory(scope(request, 'catalogue.edit'), request.params.uid, request.body),
  )

  app.post(
    '/categories/:uid/move/',
    {
      schema: {
        tags: ['admin'],
        summary: 'Move a category in the tree',
        description:
          "Puts it under `parent_uid` (null: the top level) at index `position` among its new siblings (past the last one: last); the siblings it leaves and joins are numbered 0..n-1 again. A parent that is the category itself, one of its subcategories or no category of this website answers 400 naming `parent_uid`. What the back office's drag and drop and its move up, down, indent and outdent keys call. Answers the moved category. Written to the audit log.",
        security,
        params: AdminCategoryParams,
        body: AdminCategoryMove,
        response: { 200: AdminCategory, ...refusals },
      },
    },
    async (request) =>
      moveAdminCategory(scope(request, 'catalogue.edit'), request.params.uid, request.body),
  )

  app.delete(
    '/categories/:uid/',
    {
      schema: {
        tags: ['admin'],
        summary: 'Delete a category without subcategories',
        description:
          'A category with subcategories answers 409: move or delete them first. Its items stay, out of it; its siblings close the gap. Written to the audit log, with the items it held.',
        security,
        params: AdminCategoryParams,
        response: { 204: Type.Null(), ...refusals, 409: ApiError },
      },
    },
    async (request, reply) => {
      await deleteAdminCategory(scope(request, 'catalogue.delete'), request.params.uid)
      return reply.code(204).send(null)
    },
  )

  for (const picture of CATEGORY_PICTURES) {
    app.put(
      `/categories/:uid/${picture}/`,
      {
        schema: {
          tags: ['admin'],
          summary: `Replace the category's ${picture} (JPEG or PNG, judged by its content)`,
          description: `The picture comes as the multipart field \`${FILE_FIELD}\`, at most ${UPLOAD_MAX_BYTES / 1024 / 1024} MiB; it is re-encoded so only its pixels are kept, and a file that is no JPEG or PNG answers 400 naming \`${FILE_FIELD}\`. Answers the category, whose \`${picture}\` is the new picture's address. Written to the audit log.`,
          security,
          params: AdminCategoryParams,
          ...fileFormSchema(FILE_FIELD, 'A JPEG or PNG picture.'),
          response: { 200: AdminCategory, ...refusals, 413: ApiError },
        },
      },
      async (request) => {
        const category = scope(request, 'catalogue.edit')
        const file = await readUploadedFile(
          request,
          FILE_FIELD,
          UPLOAD_MAX_BYTES,
          'a JPEG or PNG picture',
        )
        const { uid } = request.params
        const changed = await putCategoryPicture({ ...category, store }, uid, picture, file.data)
        // Icons are shown as they are; thumbnails are resized for the storefront.
        if (picture === 'thumbnail') {
          const { name } = changed
          const target = { websiteUid: request.website.uid, owner: 'category' as const, uid, name }
          await resizeThumbnailAhead(app.jobs.media, target, request.log)
        }
        return changed
      },
    )

    app.delete(
      `/categories/:uid/${picture}/`,
      {
        schema: {
          tags: ['admin'],
          summary: `Remove the category's ${picture}`,
          description: 'Answers the category. Written to the audit log.',
          security,
          params: AdminCategoryParams,
          response: { 200: AdminCategory, ...refusals },
        },
      },
      async (request) =>
        removeCategoryPicture(scope(request, 'catalogue.delete'), request.params.uid, picture),
    )
  }
}
