import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { limitStaffMails, uidParam } from '../../../http/staff-mail-limits.ts'
import type { FastifyRequest } from 'fastify'
import { Type } from 'typebox'
import {
  AdminOrderDetail,
  AdminOrderList,
  AdminOrderParams,
  AdminOrderRefundCreate,
  AdminOrdersQuery,
} from '../../../../contract/schemas/admin-orders.ts'
import { ApiError } from '../../../../contract/schemas/errors.ts'
import { LIST_DESCRIPTION, sendList } from '../../../http/list-reply.ts'
import { requirePermission } from '../../staff/permissions.ts'
import { refundAdminOrder, resendReceipt, type OrderScope } from './refunds.ts'
import { getAdminOrder, listAdminOrders } from './service.ts'

const security = [{ WebsiteToken: [] }]
const refusals = { 400: ApiError, 403: ApiError, 404: ApiError }

/** Orders and refunds are money: `money.manage`, owners only. */
function scope(request: FastifyRequest): OrderScope {
  const staff = requirePermission(request.viewer, 'money.manage')
  const { db, dialect, config, mailer } = request.server
  return { db, dialect, config, mailer, log: request.log, website: request.website, staff }
}

/** Every order of the website (prices, subscriptions, donations and their tips), and refunds. */
export const adminOrderRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/orders/',
    {
      schema: {
        tags: ['admin'],
        summary: "The website's orders, with what refunds gave back",
        description: `${LIST_DESCRIPTION} Newest first unless \`_sort\` says otherwise; \`q\` finds words of the buyer's e-mail address or name; \`status\`, \`type\` and \`user_uid\` narrow the list.`,
        security,
        querystring: AdminOrdersQuery,
        response: { 200: AdminOrderList, ...refusals },
      },
    },
    async (request, reply) => {
      const { db, website } = scope(request)
      return sendList(reply, await listAdminOrders(db, website.uid, request.query))
    },
  )

  app.get(
    '/orders/:uid/',
    {
      schema: {
        tags: ['admin'],
        summary: 'An order: its lines as the buyer saw them, its buyer and its refunds',
        security,
        params: AdminOrderParams,
        response: { 200: AdminOrderDetail, ...refusals },
      },
    },
    async (request) => {
      const { db, website } = scope(request)
      return getAdminOrder(db, website.uid, request.params.uid)
    },
  )

  app.post(
    '/orders/:uid/refunds/',
    {
      schema: {
        tags: ['admin'],
        summary: 'Refund an order, in full or in part',
        description:
          'Gives back `amount` minor units, or all that is left when absent, through the provider that took the payment (Stripe, or the sandbox). A refund that reaches the total refunds the order in full: its purchases stop opening their items and the subscription it started ends, at once. More than is left answers 400 naming `amount`; an order that is not paid, already refunded in full, or a subscription that has charged nothing yet (a free trial), 409; a provider that refuses, 502 and nothing is refunded. The buyer is told by mail. Answers the order. Written to the audit log.',
        security,
        params: AdminOrderParams,
        body: AdminOrderRefundCreate,
        response: { 201: AdminOrderDetail, ...refusals, 409: ApiError, 502: ApiError },
      },
    },
    async (request, reply) => {
      const order = await refundAdminOrder(scope(request), request.params.uid, request.body)
      return reply.code(201).send(order)
    },
  )

  app.post(
    '/orders/:uid/receipt/',
    {
      schema: {
        tags: ['admin'],
        summary: 'Send the buyer the receipt of a paid order again',
        description: 'An order that is not paid has no receipt: 409.',
        security,
        params: AdminOrderParams,
        response: { 204: Type.Null(), ...refusals, 409: ApiError, 429: ApiError },
      },
      preHandler: limitStaffMails(app, uidParam),
    },
    async (request, reply) => {
      await resendReceipt(scope(request), request.params.uid)
      return reply.code(204).send(null)
    },
  )
}
