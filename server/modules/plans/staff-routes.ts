import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import type { FastifyRequest } from 'fastify'
import { Type } from 'typebox'
import {
  AdminPlan,
  AdminPlanChange,
  AdminPlanInput,
  AdminPlanList,
  AdminPlanParams,
  AdminPlansQuery,
} from '../../../contract/schemas/admin-plans.ts'
import { ApiError } from '../../../contract/schemas/errors.ts'
import { UPLOAD_MAX_BYTES } from '../images/upload.ts'
import { LIST_DESCRIPTION, sendList } from '../../http/list-reply.ts'
import { requirePermission } from '../staff/permissions.ts'
import { fileFormSchema, readUploadedFile } from '../../http/uploaded-file.ts'
import {
  changeAdminPlan,
  createAdminPlan,
  deleteAdminPlan,
  getAdminPlan,
  listAdminPlans,
  type PlanScope,
} from './staff-service.ts'
import { putPlanThumbnail, removePlanThumbnail } from './thumbnail-service.ts'
import { resizeThumbnailAhead } from '../images/variants-job.ts'
import { mediaStoreOf } from '../../storage/media-store.ts'
import { FILE_FIELD } from '../../../contract/values/file-field.ts'

const security = [{ WebsiteToken: [] }]
const refusals = { 400: ApiError, 403: ApiError, 404: ApiError }

/** Plans are money: only owners (`money.manage`) see or set them. */
function scope(request: FastifyRequest): PlanScope {
  const staff = requirePermission(request.viewer, 'money.manage')
  return { db: request.server.db, websiteUid: request.website.uid, staff }
}

/**
 * The website's subscription plans: what each costs, how often, which items it opens, its
 * picture, and whether it is private (offered only through its link).
 */
export const adminPlanRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const store = mediaStoreOf(app.config)
  app.get(
    '/plans/',
    {
      schema: {
        tags: ['admin'],
        summary: "The website's subscription plans",
        description: `${LIST_DESCRIPTION} In the storefront's order unless \`_sort\` says otherwise; \`interval\` filters.`,
        security,
        querystring: AdminPlansQuery,
        response: { 200: AdminPlanList, ...refusals },
      },
    },
    async (request, reply) => {
      const { db, websiteUid } = scope(request)
      return sendList(reply, await listAdminPlans(db, websiteUid, request.query))
    },
  )

  app.get(
    '/plans/:uid/',
    {
      schema: {
        tags: ['admin'],
        summary: 'One plan, with the items it opens',
        security,
        params: AdminPlanParams,
        response: { 200: AdminPlan, ...refusals },
      },
    },
    async (request) => {
      const { db, websiteUid } = scope(request)
      return getAdminPlan(db, websiteUid, request.params.uid)
    },
  )

  app.post(
    '/plans/',
    {
      schema: {
        tags: ['admin'],
        summary: 'Create a plan',
        description:
          'Listed after the other plans. Every item uid must be an item of this website. Written to the audit log.',
        security,
        body: AdminPlanInput,
        response: { 201: AdminPlan, ...refusals },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createAdminPlan(scope(request), request.body)),
  )

  app.patch(
    '/plans/:uid/',
    {
      schema: {
        tags: ['admin'],
        summary: 'Change a plan',
        description:
          'Only the fields sent change; `item_uids` replaces the items the plan opens. Written to the audit log.',
        security,
        params: AdminPlanParams,
        body: AdminPlanChange,
        response: { 200: AdminPlan, ...refusals },
      },
    },
    async (request) => changeAdminPlan(scope(request), request.params.uid, request.body),
  )

  app.delete(
    '/plans/:uid/',
    {
      schema: {
        tags: ['admin'],
        summary: 'Delete a plan nobody subscribed to',
        description:
          'A plan customers subscribed to answers 409: their subscriptions stay. Written to the audit log.',
        security,
        params: AdminPlanParams,
        response: { 204: Type.Null(), ...refusals, 409: ApiError },
      },
    },
    async (request, reply) => {
      await deleteAdminPlan(scope(request), request.params.uid)
      return reply.code(204).send(null)
    },
  )

  app.put(
    '/plans/:uid/thumbnail/',
    {
      schema: {
        tags: ['admin'],
        summary: "Replace the plan's thumbnail (JPEG or PNG, judged by its content)",
        description: `The picture comes as the multipart field \`${FILE_FIELD}\`, at most ${UPLOAD_MAX_BYTES / 1024 / 1024} MiB; it is re-encoded so only its pixels are kept, and a file that is no JPEG or PNG answers 400 naming \`${FILE_FIELD}\`. Answers the plan, whose \`thumbnail\` is the new picture's address. Written to the audit log.`,
        security,
        params: AdminPlanParams,
        ...fileFormSchema(FILE_FIELD, 'A JPEG or PNG picture.'),
        response: { 200: AdminPlan, ...refusals, 413: ApiError },
      },
    },
    async (request) => {
      const plan = scope(request)
      const file = await readUploadedFile(
        request,
        FILE_FIELD,
        UPLOAD_MAX_BYTES,
        'a JPEG or PNG picture',
      )
      const changed = await putPlanThumbnail({ ...plan, store }, request.params.uid, file.data)
      const { uid, name } = changed
      const target = { websiteUid: request.website.uid, owner: 'plan' as const, uid, name }
      await resizeThumbnailAhead(app.jobs.media, target, request.log)
      return changed
    },
  )

  app.delete(
    '/plans/:uid/thumbnail/',
    {
      schema: {
        tags: ['admin'],
        summary: "Remove the plan's thumbnail",
        description: 'Answers the plan. Written to the audit log.',
        security,
        params: AdminPlanParams,
        response: { 200: AdminPlan, ...refusals },
      },
    },
    async (request) => removePlanThumbnail(scope(request), request.params.uid),
  )
}
