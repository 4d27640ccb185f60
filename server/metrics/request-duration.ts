import type { FastifyInstance } from 'fastify'
import { histogram } from './registry.ts'

/** The route label of a request no route matched: raw addresses would make a label per visitor. */
export const UNMATCHED_ROUTE = 'unmatched'

const requestDuration = histogram({
  name: 'vitrine_http_request_duration_seconds',
  help: 'Time from a request arriving to its answer sent, by method, route pattern and status.',
  labelNames: ['method', 'route', 'status_code'],
  // From a cached page (a few ms) to a slow search or checkout call (seconds).
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
})

/**
 * Times every answer under its route's pattern (`/api/…/items/:uid/`), never its address: an
 * item's uid or a search would make one series per value.
 */
export function measureRequestDurations(app: FastifyInstance): void {
  app.addHook('onResponse', async (request, reply) => {
    requestDuration.observe(
      {
        method: request.method,
        route: request.is404 ? UNMATCHED_ROUTE : (request.routeOptions.url ?? UNMATCHED_ROUTE),
        status_code: String(reply.statusCode),
      },
      reply.elapsedTime / 1000,
    )
  })
}
