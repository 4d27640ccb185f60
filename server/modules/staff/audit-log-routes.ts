import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { AuditLog, AuditLogQuery } from '../../../contract/schemas/admin-audit-log.ts'
import { ApiError } from '../../../contract/schemas/errors.ts'
import { LIST_DESCRIPTION, sendList } from '../../http/list-reply.ts'
import { requirePermission } from './permissions.ts'
import { listAuditLog } from '../audit-log/service.ts'

/** The audit log, for the website's owners only. */
export const auditLogRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/audit-log/',
    {
      schema: {
        tags: ['admin'],
        summary: "Every change the website's staff made: who, what, before and after, when",
        description: `${LIST_DESCRIPTION} Newest first unless \`_sort\` says otherwise. Owners only: editors and contributors get 403.`,
        security: [{ WebsiteToken: [] }],
        querystring: AuditLogQuery,
        response: { 200: AuditLog, 400: ApiError, 403: ApiError },
      },
    },
    async (request, reply) => {
      requirePermission(request.viewer, 'audit_log.read')
      return sendList(reply, await listAuditLog(app.db, request.website.uid, request.query))
    },
  )
}
