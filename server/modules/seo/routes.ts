import type { FastifyPluginAsync } from 'fastify'
import { notFound } from '../../errors.ts'
import { robotsOf, sitemapOf, sitemapPartOf } from './sitemap.ts'

/** Search engines may read these again within the hour. */
const CACHE_CONTROL = 'public, max-age=3600'

/** `/sitemap.xml` and `/robots.txt` of the website the Host names. */
export const seoRoutes: FastifyPluginAsync = async (app) => {
  const schema = (summary: string) => ({ schema: { tags: ['seo'], summary } })

  app.get('/sitemap.xml', schema('Sitemap of the website'), async (request, reply) => {
    const xml = await sitemapOf(app.db, request.website)
    return reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', CACHE_CONTROL)
      .send(xml)
  })

  app.get<{ Params: { name: string } }>(
    '/sitemaps/:name',
    schema('A part of a large website’s sitemap'),
    async (request, reply) => {
      const xml = await sitemapPartOf(app.db, request.website, request.params.name)
      if (!xml) throw notFound('No such sitemap.')
      return reply
        .type('application/xml; charset=utf-8')
        .header('cache-control', CACHE_CONTROL)
        .send(xml)
    },
  )

  app.get(
    '/robots.txt',
    schema('Crawling rules and the sitemap address'),
    async (request, reply) => {
      return reply
        .type('text/plain; charset=utf-8')
        .header('cache-control', CACHE_CONTROL)
        .send(robotsOf(request.website))
    },
  )
}
