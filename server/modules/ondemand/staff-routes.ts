import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import type { FastifyRequest } from 'fastify'
import {
  AdminOnDemandDecision,
  AdminOnDemandRequest,
  AdminOnDemandRequestList,
  AdminOnDemandRequestParams,
  AdminOnDemandRequestsQuery,
} from '../../../contract/schemas/admin-ondemand.ts'
import { ApiError } from '../../../contract/schemas/errors.ts'
import { LIST_DESCRIPTION, sendList } from '../../http/list-reply.ts'
import { requirePermission } from '../staff/permissions.ts'
import {
  decideAdminOnDemandRequest,
  getAdminOnDemandRequest,
  listAdminOnDemandRequests,
  type OnDemandScope,
} from './staff-service.ts'

const security = [{ WebsiteToken: [] }]
const refusals = { 400: ApiError, 403: ApiError, 404: ApiError }

/** Who may watch what is the customers' business: `customers.manage`, owners only for now. */
function scope(request: FastifyRequest): OnDemandScope {
  const staff = requirePermission(request.viewer, 'customers.manage')
  const { db, mailer } = request.server
  return { db, mailer, log: request.log, website: request.website, staff }
}

/**
 * The customers' requests to watch on-demand items, one row per requested item, and the staff's
 * decisions on them, mailed to the requester as the command line's are.
 */
export const adminOnDemandRequestRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/ondemand-requests/',
    {
      schema: {
        tags: ['admin'],
        summary: "The website's on-demand requests, one row per requested item",
        description: `${LIST_DESCRIPTION} Newest first unless \`_sort\` says otherwise; \`status\` filters, \`q\` finds words of the requester's e-mail address or name or of the item's name.`,
        security,
        querystring: AdminOnDemandRequestsQuery,
        response: { 200: AdminOnDemandRequestList, ...refusals },
      },
    },
    async (request, reply) => {
      const { db, website } = scope(request)
      return sendList(reply, await listAdminOnDemandRequests(db, website.uid, request.query))
    },
  )

  app.get(
    '/ondemand-requests/:id/',
    {
      schema: {
        tags: ['admin'],
        summary: 'One requested item, with who asked and what the staff answered',
        description: 'The id is `{request uid}.{item uid}`.',
        security,
        params: AdminOnDemandRequestParams,
        response: { 200: AdminOnDemandRequest, ...refusals },
      },
    },
    async (request) => {
      const { db, website } = scope(request)
      return getAdminOnDemandRequest(db, website.uid, request.params.id)
    },
  )

  app.post(
    '/ondemand-requests/:id/decision/',
    {
      schema: {
        tags: ['admin'],
        summary: 'Accept or reject a pending requested item',
        description:
          'Accepted, the requester may watch the item at once. Either way they are mailed the decision, with the message when there is one, in the language they asked in. An item already answered answers 409. Answers the row as it now is. Written to the audit log.',
        security,
        params: AdminOnDemandRequestParams,
        body: AdminOnDemandDecision,
        response: { 200: AdminOnDemandRequest, ...refusals, 409: ApiError },
      },
    },
    async (request) => decideAdminOnDemandRequest(scope(request), request.params.id, request.body),
  )
}
