import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { limitStaffMails, uidParam } from '../../../http/staff-mail-limits.ts'
import type { FastifyRequest } from 'fastify'
import { Type } from 'typebox'
import {
  AdminCustomerInvitation,
  AdminCustomerInvitationInput,
  AdminCustomerInvitationList,
  AdminCustomerInvitationParams,
  AdminCustomerInvitationResendInput,
  AdminCustomerInvitationsQuery,
} from '../../../../contract/schemas/admin-customer-invitations.ts'
import { ApiError } from '../../../../contract/schemas/errors.ts'
import { LIST_DESCRIPTION, sendList } from '../../../http/list-reply.ts'
import { requirePermission } from '../../staff/permissions.ts'
import {
  deleteCustomerInvitation,
  getCustomerInvitation,
  inviteCustomer,
  listCustomerInvitations,
  resendCustomerInvitation,
  type CustomerInvitationScope,
} from './service.ts'

const security = [{ WebsiteToken: [] }]
const refusals = { 400: ApiError, 403: ApiError, 404: ApiError }

/** Customers' invitations are the customers' business: `customers.manage`, owners for now. */
function scope(request: FastifyRequest): CustomerInvitationScope {
  const staff = requirePermission(request.viewer, 'customers.manage')
  const { db, mailer } = request.server
  return { db, mailer, website: request.website, staff }
}

/** Invitations to register as a customer: listed, sent, sent again and taken back. */
export const customerInvitationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/customer-invitations/',
    {
      schema: {
        tags: ['admin'],
        summary: "The website's customer invitations, waiting, expired or accepted",
        description: `${LIST_DESCRIPTION} Newest first unless \`_sort\` says otherwise; \`q\` finds words of the address or name; \`status\`, judged at the moment of the call: \`pending\` (the link works), \`expired\`, \`accepted\` (with the account registered from it). Staff invitations are listed at /staff-invitations/.`,
        security,
        querystring: AdminCustomerInvitationsQuery,
        response: { 200: AdminCustomerInvitationList, ...refusals },
      },
    },
    async (request, reply) => {
      const { db, website } = scope(request)
      return sendList(reply, await listCustomerInvitations(db, website.uid, request.query))
    },
  )

  app.get(
    '/customer-invitations/:uid/',
    {
      schema: {
        tags: ['admin'],
        summary: 'A customer invitation',
        security,
        params: AdminCustomerInvitationParams,
        response: { 200: AdminCustomerInvitation, ...refusals },
      },
    },
    async (request) => {
      const { db, website } = scope(request)
      return getCustomerInvitation(db, website.uid, request.params.uid)
    },
  )

  app.post(
    '/customer-invitations/',
    {
      schema: {
        tags: ['admin'],
        summary: 'Invite someone to register as a customer, by mail',
        description:
          'Mails a link to register (in `language`, French by default), open for 14 days; the registration form opens with the e-mail address, the names and `custom_fields` filled in. `custom_fields` takes only the website’s registration fields (`auth_registration_custom_fields`; another name answers 400 naming `custom_fields`); required ones may be left to the guest. An address that has an account here or an invitation still waiting answers 409. Written to the audit log.',
        security,
        body: AdminCustomerInvitationInput,
        response: { 201: AdminCustomerInvitation, ...refusals, 409: ApiError, 429: ApiError },
      },
      preHandler: limitStaffMails(app),
    },
    async (request, reply) =>
      reply.code(201).send(await inviteCustomer(scope(request), request.body)),
  )

  app.post(
    '/customer-invitations/:uid/resend/',
    {
      schema: {
        tags: ['admin'],
        summary: 'Mail the invitation again, open for another 14 days',
        description:
          'An expired invitation opens again. An accepted one answers 409. Written to the audit log.',
        security,
        params: AdminCustomerInvitationParams,
        body: AdminCustomerInvitationResendInput,
        response: { 200: AdminCustomerInvitation, ...refusals, 409: ApiError, 429: ApiError },
      },
      preHandler: limitStaffMails(app, uidParam),
    },
    async (request) => resendCustomerInvitation(scope(request), request.params.uid, request.body),
  )

  app.delete(
    '/customer-invitations/:uid/',
    {
      schema: {
        tags: ['admin'],
        summary: 'Delete an invitation nobody accepted',
        description:
          'Its link stops working. An accepted one answers 409 (it stays as the record of who registered from it). Written to the audit log.',
        security,
        params: AdminCustomerInvitationParams,
        response: { 204: Type.Null(), ...refusals, 409: ApiError },
      },
    },
    async (request, reply) => {
      await deleteCustomerInvitation(scope(request), request.params.uid)
      return reply.code(204).send(null)
    },
  )
}
