import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { limitStaffMails } from '../../../http/staff-mail-limits.ts'
import {
  AdminStaffInvitation,
  AdminStaffInvitationInput,
  AdminStaffInvitationList,
  AdminStaffInvitationsQuery,
} from '../../../../contract/schemas/admin-staff.ts'
import { ApiError } from '../../../../contract/schemas/errors.ts'
import { LIST_DESCRIPTION, sendList } from '../../../http/list-reply.ts'
import { requirePermission } from '../permissions.ts'
import { inviteStaff, listStaffInvitations } from './service.ts'

const security = [{ WebsiteToken: [] }]
const refusals = { 400: ApiError, 403: ApiError }

/** Staff invitations: only owners (`staff.manage`) see or send them. */
export const staffInvitationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/staff-invitations/',
    {
      schema: {
        tags: ['admin'],
        summary: "The website's staff invitations, waiting or accepted",
        description: `${LIST_DESCRIPTION} Newest first unless \`_sort\` says otherwise.`,
        security,
        querystring: AdminStaffInvitationsQuery,
        response: { 200: AdminStaffInvitationList, ...refusals },
      },
    },
    async (request, reply) => {
      requirePermission(request.viewer, 'staff.manage')
      return sendList(reply, await listStaffInvitations(app.db, request.website.uid, request.query))
    },
  )

  app.post(
    '/staff-invitations/',
    {
      schema: {
        tags: ['admin'],
        summary: 'Invite someone to join the staff with a role, by mail',
        description:
          'Mails a link to register (in `language`, French by default); the account made from it has the role. An address that already has an account here answers 409. Written to the audit log.',
        security,
        body: AdminStaffInvitationInput,
        response: { 201: AdminStaffInvitation, ...refusals, 409: ApiError, 429: ApiError },
      },
      preHandler: limitStaffMails(app),
    },
    async (request, reply) => {
      const staff = requirePermission(request.viewer, 'staff.manage')
      const scope = { db: app.db, mailer: app.mailer, website: request.website, staff }
      return reply.code(201).send(await inviteStaff(scope, request.body))
    },
  )
}
