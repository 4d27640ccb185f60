import type { Socket } from 'node:net'
import type {
  FastifyError,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifyServerOptions,
} from 'fastify'
import { ErrorType } from '../../contract/schemas/errors.ts'
import { invalidField } from '../errors.ts'
import { translateErrorBody } from '../i18n/translate-message.ts'
import { requestLanguage } from '../lib/chosen-language.ts'
import { sendRawAnswer } from './raw-answer.ts'
import { REQUEST_ID_HEADER } from './request-id.ts'

// What a malformed request gets instead of Fastify's or node's own answers (`{error,
// statusCode}`, or an empty body): the §8 shape, like every other answer.

/**
 * Node could not read the request: headers too large, a request too slow, bad HTTP. Its headers
 * are not known, so the answer is in French, the default language.
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
  // A connection reset has nobody left to answer.
  if (error.code === 'ECONNRESET') return
  if (error.code === 'HPE_HEADER_OVERFLOW') {
    sendRawAnswer(socket, 431, {
      type: ErrorType.HeadersTooLarge,
      message: 'The request headers are too large.',
    })
  } else if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') {
    sendRawAnswer(socket, 408, {
      type: ErrorType.RequestTimeout,
      message: 'The request took too long to arrive.',
    })
  } else {
    sendRawAnswer(socket, 400, {
      type: ErrorType.ValidationError,
      message: 'The request is not valid HTTP.',
    })
  }
}

/** Fastify's router could not read the address: a malformed `%`, or a part too long. */
export const frameworkErrors: FastifyServerOptions['frameworkErrors'] = (
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
) => {
  const message =
    error.code === 'FST_ERR_MAX_PARAM_LENGTH'
      ? 'This address is too long.'
      : 'This address is not valid.'
  const { status, type, message: text, details } = invalidField('path', message)
  // Sent before any hook runs: the request's id and the language are seen to here
  // (request-id.ts and error-handler.ts do it for every other answer).
  const body = translateErrorBody(
    { type, message: text, details },
    requestLanguage(request.headers),
  )
  void reply
    .status(status)
    .header(REQUEST_ID_HEADER, request.id)
    .send({ ...body, request_id: request.id })
}

/**
 * HTTP/1.1 requires a Host header, which names the website. Node's own check answers an empty
 * 400, so it is turned off (`requireHostHeader: false`) and made here instead.
 */
export function requireHost(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    if (request.raw.httpVersion !== '1.0' && !request.headers.host) {
      throw invalidField('host', 'This header is required.')
    }
  })
}
