import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import type { FastifyRequest } from 'fastify'
import {
  AdminStaffChange,
  AdminStaffList,
  AdminStaffMember,
  AdminStaffParams,
  AdminStaffQuery,
} from '../../../../contract/schemas/admin-staff.ts'
import { ApiError } from '../../../../contract/schemas/errors.ts'
import { LIST_DESCRIPTION, sendList } from '../../../http/list-reply.ts'
import { requirePermission } from '../permissions.ts'
import {
  changeStaffRole,
  getStaffMember,
  listStaff,
  removeStaffMember,
  type StaffScope,
} from './service.ts'

const security = [{ WebsiteToken: [] }]
const refusals = { 400: ApiError, 403: ApiError, 404: ApiError }

/** Only owners (`staff.manage`) see the staff or change it. */
function scope(request: FastifyRequest): StaffScope {
  const staff = requirePermission(request.viewer, 'staff.manage')
  const { db, dialect } = request.server
  return { db, dialect, websiteUid: request.website.uid, staff }
}

/** The website's staff: who has a role, changing it, and taking someone off the staff. */
export const staffMemberRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/staff/',
    {
      schema: {
        tags: ['admin'],
        summary: "The website's staff members and their roles",
        description: `${LIST_DESCRIPTION} By e-mail address unless \`_sort\` says otherwise; \`role\` and \`q\` (words of the address or the name) filter.`,
        security,
        querystring: AdminStaffQuery,
        response: { 200: AdminStaffList, ...refusals },
      },
    },
    async (request, reply) => {
      const { db, websiteUid } = scope(request)
      return sendList(reply, await listStaff(db, websiteUid, request.query))
    },
  )

  app.get(
    '/staff/:uid/',
    {
      schema: {
        tags: ['admin'],
        summary: 'One staff member',
        security,
        params: AdminStaffParams,
        response: { 200: AdminStaffMember, ...refusals },
      },
    },
    async (request) => {
      const { db, websiteUid } = scope(request)
      return getStaffMember(db, websiteUid, request.params.uid)
    },
  )

  app.patch(
    '/staff/:uid/',
    {
      schema: {
        tags: ['admin'],
        summary: "Change a staff member's role",
        description:
          'The new role holds from their next call. The last owner keeps the role (409). Written to the audit log.',
        security,
        params: AdminStaffParams,
        body: AdminStaffChange,
        response: { 200: AdminStaffMember, ...refusals, 409: ApiError },
      },
    },
    async (request) => changeStaffRole(scope(request), request.params.uid, request.body),
  )

  app.delete(
    '/staff/:uid/',
    {
      schema: {
        tags: ['admin'],
        summary: 'Take someone off the staff',
        description:
          'Their account stays, as a customer’s, with what they bought. The last owner stays (409). Written to the audit log.',
        security,
        params: AdminStaffParams,
        response: { 204: Type.Null(), ...refusals, 409: ApiError },
      },
    },
    async (request, reply) => {
      await removeStaffMember(scope(request), request.params.uid)
      return reply.code(204).send(null)
    },
  )
}
