import type { FastifyPluginAsync } from 'fastify'
import { unauthorized } from '../errors.ts'
import { metricsAccess } from './access.ts'
import { metricsRegistry } from './registry.ts'

/** Where Prometheus scrapes; called with any Host, like the health probes. */
export const METRICS_PATH = '/metrics'

/** `/metrics` in Prometheus's text format, for operators only (access.ts); not in the API document. */
export const metricsRoutes: FastifyPluginAsync = async (app) => {
  app.get(METRICS_PATH, { schema: { hide: true } }, async (request, reply) => {
    const access = metricsAccess(request, app.config.metricsToken)
    if (access === 'hidden') return reply.callNotFound()
    if (access === 'unauthorized') {
      reply.header('www-authenticate', 'Bearer realm="metrics"')
      throw unauthorized('The metrics need the Authorization header: Bearer and METRICS_TOKEN.')
    }
    const text = await metricsRegistry.metrics()
    return reply.header('cache-control', 'no-store').type(metricsRegistry.contentType).send(text)
  })
}
