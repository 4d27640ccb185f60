import type { FastifyReply, FastifyRequest } from 'fastify'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import { acceptedEncodings } from '../../lib/accepted-encodings.ts'

/**
 * A text answer compressed the way the browser accepts (brotli, then gzip): the worker and the
 * offline screens count against the 10 KB a first visit may spend on the app (issue 48).
 */
export function sendCompressed(
  request: FastifyRequest,
  reply: FastifyReply,
  type: string,
  text: string,
) {
  const accepted = acceptedEncodings(String(request.headers['accept-encoding'] ?? ''))
  const plain = Buffer.from(text)
  reply.type(type).header('vary', 'accept-encoding')
  if (accepted.has('br')) {
    const params = { [constants.BROTLI_PARAM_QUALITY]: 9 }
    return reply.header('content-encoding', 'br').send(brotliCompressSync(plain, { params }))
  }
  if (accepted.has('gzip')) {
    return reply.header('content-encoding', 'gzip').send(gzipSync(plain, { level: 9 }))
  }
  return reply.send(plain)
}
