import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import type { FastifyRequest } from 'fastify'
import { Type } from 'typebox'
import {
  AdminCoupon,
  AdminCouponChange,
  AdminCouponInput,
  AdminCouponList,
  AdminCouponParams,
  AdminCouponsQuery,
} from '../../../contract/schemas/admin-coupons.ts'
import { ApiError } from '../../../contract/schemas/errors.ts'
import { LIST_DESCRIPTION, sendList } from '../../http/list-reply.ts'
import { requirePermission } from '../staff/permissions.ts'
import {
  changeAdminCoupon,
  createAdminCoupon,
  deleteAdminCoupon,
  getAdminCoupon,
  listAdminCoupons,
  type CouponScope,
} from './staff-service.ts'

const security = [{ WebsiteToken: [] }]
const refusals = { 400: ApiError, 403: ApiError, 404: ApiError }

/** Coupons are money: only owners (`money.manage`) see or set them. */
function scope(request: FastifyRequest): CouponScope {
  const staff = requirePermission(request.viewer, 'money.manage')
  return { db: request.server.db, websiteUid: request.website.uid, staff }
}

/**
 * The website's coupons: promo codes that take a percentage or an amount off purchases,
 * rentals or subscriptions at checkout, with their dates, limits and redemptions (paid orders).
 */
export const adminCouponRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/coupons/',
    {
      schema: {
        tags: ['admin'],
        summary: "The website's coupons",
        description: `${LIST_DESCRIPTION} Newest first unless \`_sort\` says otherwise; \`q\` finds words of the code; \`archived\` (true or false) filters coupons deleted after use.`,
        security,
        querystring: AdminCouponsQuery,
        response: { 200: AdminCouponList, ...refusals },
      },
    },
    async (request, reply) => {
      const { db, websiteUid } = scope(request)
      return sendList(reply, await listAdminCoupons(db, websiteUid, request.query))
    },
  )

  app.get(
    '/coupons/:uid/',
    {
      schema: {
        tags: ['admin'],
        summary: 'One coupon, with its redemptions',
        security,
        params: AdminCouponParams,
        response: { 200: AdminCoupon, ...refusals },
      },
    },
    async (request) => {
      const { db, websiteUid } = scope(request)
      return getAdminCoupon(db, websiteUid, request.params.uid)
    },
  )

  app.post(
    '/coupons/',
    {
      schema: {
        tags: ['admin'],
        summary: 'Create a coupon',
        description:
          'The code is unique on the website whatever its case (409 naming `code`). `percent_off` or `amount_off` (minor units) as `kind` says. Applies to both prices and plans, once per customer, unless said otherwise. Written to the audit log.',
        security,
        body: AdminCouponInput,
        response: { 201: AdminCoupon, ...refusals, 409: ApiError },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createAdminCoupon(scope(request), request.body)),
  )

  app.patch(
    '/coupons/:uid/',
    {
      schema: {
        tags: ['admin'],
        summary: 'Change a coupon',
        description:
          'Only the fields sent change; orders already made keep their discount. An archived coupon answers 409. Written to the audit log.',
        security,
        params: AdminCouponParams,
        body: AdminCouponChange,
        response: { 200: AdminCoupon, ...refusals, 409: ApiError },
      },
    },
    async (request) => changeAdminCoupon(scope(request), request.params.uid, request.body),
  )

  app.delete(
    '/coupons/:uid/',
    {
      schema: {
        tags: ['admin'],
        summary: 'Delete a coupon, or archive it once an order used it',
        description:
          'A coupon no order carries is deleted (204). One an order carries is archived instead and answered (200): it applies no more, its code is free again, and its orders keep their discount. Written to the audit log.',
        security,
        params: AdminCouponParams,
        response: { 200: AdminCoupon, 204: Type.Null(), ...refusals },
      },
    },
    async (request, reply) => {
      const archived = await deleteAdminCoupon(scope(request), request.params.uid)
      return archived ? archived : reply.code(204).send(null)
    },
  )
}
