import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { Uid } from '../../../contract/schemas/common.ts'
import { PageContent } from '../../../contract/schemas/pages.ts'
import { getLegalHtml, getPublishedPage } from './service.ts'

const PageParams = Type.Object({ id: Uid })

export const pagesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/pages/:id/',
    {
      schema: {
        tags: ['pages'],
        summary: 'A page of the website and its content blocks',
        params: PageParams,
        response: { 200: PageContent },
      },
    },
    async (request) => getPublishedPage(app.db, request.website.uid, request.params.id),
  )
}

/** Routes outside the public base path: GET /api/snippets/legal/. */
export const snippetRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/legal/',
    {
      schema: {
        tags: ['pages'],
        summary: 'The legal text of the website, as sanitised HTML',
        produces: ['text/html'],
        response: { 200: Type.String({ description: 'HTML' }) },
      },
    },
    async (request, reply) =>
      reply.type('text/html; charset=utf-8').send(await getLegalHtml(app.db, request.website.uid)),
  )
}
