import type { FastifyInstance } from 'fastify'
import { ErrorType } from '../../../contract/schemas/errors.ts'
import { AppError } from '../../errors.ts'

/** What a request reaching a stopping server reads; its load balancer sends it elsewhere. */
const STOPPING_MESSAGE = 'This server is stopping: another one will answer.'

/**
 * Once the server is stopping, a request that still reaches it (on a kept-alive connection, or
 * before it stops listening) gets a 503 in the §8 shape, `/readyz` included: the load balancer
 * stops sending it requests while those in flight finish. Fastify's own answer (its
 * `return503OnClosing`, turned off) would carry neither the error shape nor the request's id.
 * Registered before the hooks that read the database.
 */
export function refuseWhileStopping(app: FastifyInstance): void {
  let stopping = false
  app.addHook('preClose', async () => {
    stopping = true
  })
  app.addHook('onRequest', async () => {
    if (stopping) throw new AppError(503, ErrorType.ServiceUnavailable, STOPPING_MESSAGE)
  })
}
