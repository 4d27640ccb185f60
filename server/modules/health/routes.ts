import type { FastifyPluginAsync } from 'fastify'
import { ErrorType } from '../../../contract/schemas/errors.ts'
import { RETRY_AFTER_SECONDS } from '../../http/service-unavailable.ts'
import { METRICS_PATH } from '../../metrics/routes.ts'
import { unreachableDependencies } from './service.ts'

/**
 * Paths a load balancer, orchestrator or metrics scraper calls with any Host: they skip website
 * resolution, so a database that is away makes `/readyz` say so instead of failing before it runs.
 */
export const HEALTH_PATHS = ['/healthz', '/readyz', METRICS_PATH]

/** Probes for operators, not part of the storefront's API: hidden from the OpenAPI document. */
const PROBE = { schema: { hide: true } }

/**
 * `/healthz`: the process serves. `/readyz`: its database, Redis when set, and its media storage
 * (the local folder or the S3 bucket) answer too, and it
 * is not stopping (stopping.ts answers 503 before this runs).
 */
export const healthRoutes: FastifyPluginAsync = async (app) => {
  app.get('/healthz', PROBE, async (_request, reply) =>
    reply.header('cache-control', 'no-store').send({ status: 'ok' }),
  )

  app.get('/readyz', PROBE, async (_request, reply) => {
    reply.header('cache-control', 'no-store')
    const unreachable = await unreachableDependencies(app)
    if (unreachable.length === 0) return reply.send({ status: 'ready' })
    return reply
      .status(503)
      .header('retry-after', String(RETRY_AFTER_SECONDS))
      .send({
        type: ErrorType.ServiceUnavailable,
        message: `Not ready: ${unreachable.join(' and ')} ${unreachable.length > 1 ? 'do' : 'does'} not answer.`,
      })
  })
}
