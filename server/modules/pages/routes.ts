import { requestLanguage } from '../../lib/chosen-language.ts'
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
        summary: "A page of the website and its content blocks, in the visitor's language",
        params: PageParams,
        response: { 200: PageContent },
      },
    },
    async (request, reply) => {
      const language = requestLanguage(request.headers)
      const page = await getPublishedPage(app.db, request.website.uid, request.params.id, language)
      // The texts' language comes from the visitor's cookie, else from what their browser accepts.
      return reply.header('vary', 'cookie, accept-language').send(page)
    },
  )
}

/** Routes outside the public base path: GET /api/snippets/legal/. */
export const snippetRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/legal/',
    {
      schema: {
        tags: ['pages'],
        summary: "The legal text of the website in the visitor's language, as sanitised HTML",
        produces: ['text/html'],
        response: { 200: Type.String({ description: 'HTML' }) },
      },
    },
    async (request, reply) => {
      const language = requestLanguage(request.headers)
      const html = await getLegalHtml(app.db, request.website.uid, language)
      // The language comes from the visitor's cookie, else from what their browser accepts.
      return reply
        .type('text/html; charset=utf-8')
        .header('vary', 'cookie, accept-language')
        .send(html)
    },
  )
}
