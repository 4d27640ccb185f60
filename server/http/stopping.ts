import type { FastifyInstance } from 'fastify'

/**
 * Once the server is stopping, every answer ends its connection. Node closes the connections
 * that are idle when it stops listening, not those that become idle after: without this, a
 * keep-alive client that got its last answer would hold the shutdown until its timeout.
 */
export function closeConnectionsWhileStopping(app: FastifyInstance): void {
  let stopping = false
  app.addHook('preClose', async () => {
    stopping = true
  })
  app.addHook('onSend', async (_request, reply) => {
    if (stopping) reply.header('connection', 'close')
  })
}
