import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { WebsiteSettings } from '../../../contract/schemas/website.ts'

export const websiteRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/website/',
    {
      schema: {
        tags: ['website'],
        summary: 'Settings of the website this host serves',
        response: { 200: WebsiteSettings },
      },
    },
    async (request) => request.website.settings,
  )
}
