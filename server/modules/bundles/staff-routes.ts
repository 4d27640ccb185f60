import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import type { FastifyRequest } from 'fastify'
import { Type } from 'typebox'
import {
  AdminBundle,
  AdminBundleChange,
  AdminBundleInput,
  AdminBundleList,
  AdminBundleParams,
  AdminBundlesQuery,
} from '../../../contract/schemas/admin-bundles.ts'
import { ApiError } from '../../../contract/schemas/errors.ts'
import { LIST_DESCRIPTION, sendList } from '../../http/list-reply.ts'
import { requirePermission } from '../staff/permissions.ts'
import {
  changeAdminBundle,
  createAdminBundle,
  deleteAdminBundle,
  getAdminBundle,
  listAdminBundles,
  type BundleScope,
} from './staff-service.ts'

const security = [{ WebsiteToken: [] }]
const refusals = { 400: ApiError, 403: ApiError, 404: ApiError }

/** Bundles are money: only owners (`money.manage`) see or set them. */
function scope(request: FastifyRequest): BundleScope {
  const staff = requirePermission(request.viewer, 'money.manage')
  return { db: request.server.db, websiteUid: request.website.uid, staff }
}

/** The website's bundles: sets of items sold together at one price. */
export const adminBundleRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/bundles/',
    {
      schema: {
        tags: ['admin'],
        summary: "The website's bundles",
        description: `${LIST_DESCRIPTION} In the storefront's order unless \`_sort\` says otherwise; \`on_sale\` and \`item_uid\` filter.`,
        security,
        querystring: AdminBundlesQuery,
        response: { 200: AdminBundleList, ...refusals },
      },
    },
    async (request, reply) => {
      const { db, websiteUid } = scope(request)
      return sendList(reply, await listAdminBundles(db, websiteUid, request.query))
    },
  )

  app.get(
    '/bundles/:uid/',
    {
      schema: {
        tags: ['admin'],
        summary: 'One bundle, with its items',
        security,
        params: AdminBundleParams,
        response: { 200: AdminBundle, ...refusals },
      },
    },
    async (request) => {
      const { db, websiteUid } = scope(request)
      return getAdminBundle(db, websiteUid, request.params.uid)
    },
  )

  app.post(
    '/bundles/',
    {
      schema: {
        tags: ['admin'],
        summary: 'Create a bundle',
        description:
          'Listed after the other bundles, on sale unless `on_sale` is false. Every item uid must be an item of this website. Written to the audit log.',
        security,
        body: AdminBundleInput,
        response: { 201: AdminBundle, ...refusals },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createAdminBundle(scope(request), request.body)),
  )

  app.patch(
    '/bundles/:uid/',
    {
      schema: {
        tags: ['admin'],
        summary: 'Change a bundle',
        description:
          'Only the fields sent change; `item_uids` replaces the items, in its order. What buyers already bought stays theirs. Written to the audit log.',
        security,
        params: AdminBundleParams,
        body: AdminBundleChange,
        response: { 200: AdminBundle, ...refusals },
      },
    },
    async (request) => changeAdminBundle(scope(request), request.params.uid, request.body),
  )

  app.delete(
    '/bundles/:uid/',
    {
      schema: {
        tags: ['admin'],
        summary: 'Delete a bundle nobody bought',
        description:
          'A bundle customers bought answers 409 (withdraw it from sale with `on_sale: false`). Written to the audit log.',
        security,
        params: AdminBundleParams,
        response: { 204: Type.Null(), ...refusals, 409: ApiError },
      },
    },
    async (request, reply) => {
      await deleteAdminBundle(scope(request), request.params.uid)
      return reply.code(204).send(null)
    },
  )
}
