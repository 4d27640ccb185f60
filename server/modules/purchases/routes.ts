import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { Purchase } from '../../../contract/billing.ts'
import { requireViewer } from '../auth/viewer.ts'
import { listPurchases } from './service.ts'

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
}
