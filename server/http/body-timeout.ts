import { Socket } from 'node:net'
import type { FastifyInstance } from 'fastify'
import { ErrorType } from '../../contract/schemas/errors.ts'
import { requestLanguage } from '../lib/chosen-language.ts'
import { sendRawAnswer } from './raw-answer.ts'

/**
 * How long a request body may pause before the request is given up: longer than a mobile
 * link's brief stalls, short enough that stalled clients do not pile up. Tests shorten it.
 */
export const BODY_PAUSE_LIMIT_MS = 10_000

/**
 * A body that stops arriving (shorter than its Content-Length, or a client gone quiet) is
 * answered 408 once no byte came for `pauseLimitMs`, instead of holding its connection open.
 * A slow upload that keeps moving is never cut, unlike with a deadline for the whole request.
 */
export function limitBodyPauses(app: FastifyInstance, pauseLimitMs: number): void {
  app.addHook('onRequest', async (request, reply) => {
    const { raw } = request
    const socket = raw.socket
    // Nothing left to wait for; `inject` has no real socket.
    if (raw.complete || !(socket instanceof Socket)) return
    const onPause = () => {
      request.log.info({ pauseLimitMs }, 'request body paused too long')
      if (reply.raw.headersSent) socket.destroy()
      else {
        sendRawAnswer(
          socket,
          408,
          {
            type: ErrorType.RequestTimeout,
            message: 'The request body stopped arriving before it was complete.',
          },
          requestLanguage(request.headers),
        )
      }
    }
    // Node emits `timeout` on a request only while its body is still arriving.
    raw.setTimeout(pauseLimitMs, onPause)
    raw.once('end', () => {
      raw.removeListener('timeout', onPause)
      socket.setTimeout(app.server.timeout)
    })
  })
}
