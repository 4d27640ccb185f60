import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { limitStaffMails, uidParam } from '../../http/staff-mail-limits.ts'
import type { FastifyRequest } from 'fastify'
import {
  AdminAccessGrant,
  AdminAccessGrantCreate,
  AdminAccessGrantParams,
  AdminCustomerAccount,
  AdminCustomerDetail,
  AdminCustomerList,
  AdminCustomerParams,
  AdminCustomersQuery,
  AdminPasswordResetInput,
  AdminWatchActivityList,
  AdminWatchActivityQuery,
} from '../../../contract/schemas/admin-customers.ts'
import { Detail } from '../../../contract/schemas/index.ts'
import { ApiError } from '../../../contract/schemas/errors.ts'
import { LIST_DESCRIPTION, sendList } from '../../http/list-reply.ts'
import { requirePermission } from '../staff/permissions.ts'
import { grantAccess, revokeAccess, type GrantScope } from '../access/grants-service.ts'
import { getAdminCustomer, listAdminCustomers } from './service.ts'
import { blockCustomer, sendCustomerPasswordReset, unblockCustomer } from './account-service.ts'
import { listWatchActivity } from './watch-activity-service.ts'

const security = [{ WebsiteToken: [] }]
const refusals = { 400: ApiError, 403: ApiError, 404: ApiError }

/** Customers, what they paid and what they may watch: `customers.manage`, owners only for now. */
function scope(request: FastifyRequest): GrantScope {
  const staff = requirePermission(request.viewer, 'customers.manage')
  const { db, dialect } = request.server
  return { db, dialect, website: request.website, staff }
}

/**
 * The website's customers (accounts that are not staff), each with what they bought, subscribed
 * to and asked for, and the free access to items the staff give them.
 */
export const adminCustomerRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/customers/',
    {
      schema: {
        tags: ['admin'],
        summary: "The website's customers, with what they bought and subscribed to",
        description: `${LIST_DESCRIPTION} Newest accounts first unless \`_sort\` says otherwise; \`q\` finds words of the e-mail address or name. \`segment\`, judged at the moment of the call: \`subscribed\` — a subscription that opens its plan now (active or in its free trial); \`trialing\` — a subscription in its free trial now; \`unsubscribed\` — had a subscription, none opens its plan now; \`bought\` — at least one purchase not revoked by a refund; \`never_bought\` — no order ever paid, of any kind. \`blocked\`: \`true\` lists only the accounts the staff blocked, \`false\` only the others; it combines with \`segment\` and \`q\`.`,
        security,
        querystring: AdminCustomersQuery,
        response: { 200: AdminCustomerList, ...refusals },
      },
    },
    async (request, reply) => {
      const { db, website } = scope(request)
      return sendList(reply, await listAdminCustomers(db, website.uid, request.query))
    },
  )

  app.get(
    '/customers/:uid/',
    {
      schema: {
        tags: ['admin'],
        summary: "A customer's profile, purchases, subscriptions, orders, requests and grants",
        description: 'A staff account is not a customer: 404, as for an unknown uid.',
        security,
        params: AdminCustomerParams,
        response: { 200: AdminCustomerDetail, ...refusals },
      },
    },
    async (request) => {
      const { db, website } = scope(request)
      return getAdminCustomer(db, website, request.params.uid)
    },
  )

  app.get(
    '/customers/:uid/watch-activity/',
    {
      schema: {
        tags: ['admin'],
        summary: 'What the customer watched lately',
        description: `${LIST_DESCRIPTION} Each media the customer played, once, with where they stopped (their last position and the media's length), whether they finished it, how many seconds they played in all and when they last did; most recently watched first (\`_order=ASC\`: oldest first). A staff account or an unknown uid answers 404.`,
        security,
        params: AdminCustomerParams,
        querystring: AdminWatchActivityQuery,
        response: { 200: AdminWatchActivityList, ...refusals },
      },
    },
    async (request, reply) => {
      const { db, website } = scope(request)
      const answer = await listWatchActivity(db, website.uid, request.params.uid, request.query)
      return sendList(reply, answer)
    },
  )

  app.post(
    '/customers/:uid/grants/',
    {
      schema: {
        tags: ['admin'],
        summary: 'Give the customer free access to an item or a plan',
        description:
          'Exactly one of `item_uid` and `plan_uid`. The access opens at once, on every channel, for `days` or without end when absent: an item as a purchase would, a plan as a subscription would (every item of the plan, including those added to it later, until the grant ends). An item or plan of another website answers 400 naming `item_uid` or `plan_uid`; a grant of the same item or plan still in force answers 409. Answers the grant. Written to the audit log.',
        security,
        params: AdminCustomerParams,
        body: AdminAccessGrantCreate,
        response: { 201: AdminAccessGrant, ...refusals, 409: ApiError },
      },
    },
    async (request, reply) => {
      const grant = await grantAccess(scope(request), request.params.uid, request.body)
      return reply.code(201).send(grant)
    },
  )

  app.delete(
    '/customers/:uid/grants/:grant_uid/',
    {
      schema: {
        tags: ['admin'],
        summary: 'Revoke a free access grant',
        description:
          'The access it gave ends at once; the grant stays on the customer’s page, revoked. A grant revoked already answers 409. Answers the grant as it now is. Written to the audit log.',
        security,
        params: AdminAccessGrantParams,
        response: { 200: AdminAccessGrant, ...refusals, 409: ApiError },
      },
    },
    async (request) => revokeAccess(scope(request), request.params.uid, request.params.grant_uid),
  )

  const accountChange = (summary: string, description: string) => ({
    schema: {
      tags: ['admin'],
      summary,
      description,
      security,
      params: AdminCustomerParams,
      response: { 200: AdminCustomerAccount, ...refusals, 409: ApiError },
    },
  })

  app.post(
    '/customers/:uid/block/',
    accountChange(
      "Block the customer's account",
      'The account can no longer sign in (login answers 400 `InvalidCredentials`, "This account has been blocked."); every login token it holds is revoked at once, so its sessions end on their next request, and its unused reset links stop working. An account blocked already answers 409. Written to the audit log.',
    ),
    async (request) => blockCustomer(scope(request), request.params.uid),
  )

  app.post(
    '/customers/:uid/unblock/',
    accountChange(
      "Unblock the customer's account",
      'The account may sign in again; the tokens revoked when it was blocked stay revoked. An account that is not blocked answers 409. Written to the audit log.',
    ),
    async (request) => unblockCustomer(scope(request), request.params.uid),
  )

  app.post(
    '/customers/:uid/password-reset/',
    {
      schema: {
        tags: ['admin'],
        summary: 'Mail the customer a password reset link',
        description:
          'The mail and link the storefront\'s "forgot password" sends, in `language` (French by default). A blocked account answers 409. Nothing in the account changes until the customer uses the link, so it is not written to the audit log (the server log keeps who sent it).',
        security,
        params: AdminCustomerParams,
        body: AdminPasswordResetInput,
        response: { 200: Detail, ...refusals, 409: ApiError, 429: ApiError },
      },
      preHandler: limitStaffMails(app, uidParam),
    },
    async (request) => {
      const { config, mailer } = request.server
      const account = {
        ...scope(request),
        mailer,
        passwordResetMinutes: config.passwordResetMinutes,
      }
      const sent = await sendCustomerPasswordReset(account, request.params.uid, request.body)
      request.log.info(
        { customer: request.params.uid, staff: account.staff.uid },
        'password reset mailed by staff',
      )
      return { detail: `A password reset link was sent to ${sent.email}.` }
    },
  )
}
