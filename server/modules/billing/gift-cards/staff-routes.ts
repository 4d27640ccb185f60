import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import type { FastifyRequest } from 'fastify'
import { ApiError } from '../../../../contract/schemas/errors.ts'
import {
  AdminGiftCard,
  AdminGiftCardCreated,
  AdminGiftCardInput,
  AdminGiftCardList,
  AdminGiftCardParams,
  AdminGiftCardsQuery,
} from '../../../../contract/schemas/gift-cards.ts'
import { LIST_DESCRIPTION, sendList } from '../../../http/list-reply.ts'
import { requirePermission } from '../../staff/permissions.ts'
import {
  createAdminGiftCard,
  disableAdminGiftCard,
  getAdminGiftCard,
  listAdminGiftCards,
  type GiftCardScope,
} from './staff-service.ts'

const security = [{ WebsiteToken: [] }]
const refusals = { 400: ApiError, 403: ApiError, 404: ApiError }

/**
 * Gift cards are handed out like prices are set: owners and editors (`gift_cards.manage`) make,
 * see and disable them; contributors do not.
 */
function scope(request: FastifyRequest): GiftCardScope {
  const staff = requirePermission(request.viewer, 'gift_cards.manage')
  return { db: request.server.db, website: request.website, staff }
}

/** The website's gift cards: codes worth an amount that pay part or all of a checkout. */
export const adminGiftCardRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/gift-cards/',
    {
      schema: {
        tags: ['admin'],
        summary: "The website's gift cards",
        description: `${LIST_DESCRIPTION} Newest first unless \`_sort\` says otherwise; \`status\` filters (active, spent, expired, disabled).`,
        security,
        querystring: AdminGiftCardsQuery,
        response: { 200: AdminGiftCardList, ...refusals },
      },
    },
    async (request, reply) =>
      sendList(reply, await listAdminGiftCards(scope(request), request.query)),
  )

  app.get(
    '/gift-cards/:uid/',
    {
      schema: {
        tags: ['admin'],
        summary: 'One gift card',
        security,
        params: AdminGiftCardParams,
        response: { 200: AdminGiftCard, ...refusals },
      },
    },
    async (request) => getAdminGiftCard(scope(request), request.params.uid),
  )

  app.post(
    '/gift-cards/',
    {
      schema: {
        tags: ['admin'],
        summary: 'Make a gift card',
        description:
          '`amount` in minor units of the website’s currency; `multiple_use` false: one checkout spends it (what it does not pay of that order is lost); `expires_on` (YYYY-MM-DD, UTC) its last day. The answer holds the code, shown this once (only its hash is kept). Written to the audit log.',
        security,
        body: AdminGiftCardInput,
        response: { 201: AdminGiftCardCreated, ...refusals },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createAdminGiftCard(scope(request), request.body)),
  )

  app.post(
    '/gift-cards/:uid/disable/',
    {
      schema: {
        tags: ['admin'],
        summary: 'Disable a gift card: it pays no more',
        description: 'A disabled card answers 409. Written to the audit log.',
        security,
        params: AdminGiftCardParams,
        response: { 200: AdminGiftCard, ...refusals, 409: ApiError },
      },
    },
    async (request) => disableAdminGiftCard(scope(request), request.params.uid),
  )
}
