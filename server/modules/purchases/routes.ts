import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { Purchase, Subscription } from '../../../contract/billing.ts'
import { requireViewer } from '../auth/viewer.ts'
import { listPurchases, listSubscriptions } from './service.ts'

export const purchasesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/purchases/',
    {
      schema: {
        tags: ['purchases'],
        summary: 'What the signed-in user bought, newest first',
        security: [{ WebsiteToken: [] }],
        response: { 200: Type.Array(Purchase) },
      },
    },
    async (request) =>
      listPurchases({
        db: app.db,
        website: request.website,
        viewer: requireViewer(request.viewer),
      }),
  )

  app.get(
    '/purchases/subscriptions/',
    {
      schema: {
        tags: ['purchases'],
        summary: 'The signed-in user’s subscriptions that open items now',
        security: [{ WebsiteToken: [] }],
        response: { 200: Type.Array(Subscription) },
      },
    },
    async (request) =>
      listSubscriptions({
        db: app.db,
        website: request.website,
        viewer: requireViewer(request.viewer),
      }),
  )
}
