import { STATUS_CODES } from 'node:http'
import type { Socket } from 'node:net'
import type { ApiError } from '../../contract/schemas/errors.ts'
import { translateErrorBody } from '../i18n/translate-message.ts'
import type { Language } from '../lib/chosen-language.ts'

/**
 * Answers on the socket itself, then closes it: for a request Fastify never got whole (bad
 * headers, a body that stopped arriving), so the reply is written the way node writes its own.
 * In `language`: the visitor's when their headers could be read, French (the default) otherwise.
 */
export function sendRawAnswer(
  socket: Socket,
  status: number,
  body: ApiError,
  language: Language = 'fr',
): void {
  if (socket.destroyed) return
  if (socket.writable) {
    const json = JSON.stringify(translateErrorBody(body, language))
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}\r\n` +
        'Connection: close\r\n' +
        'Content-Type: application/json; charset=utf-8\r\n' +
        `Content-Length: ${Buffer.byteLength(json)}\r\n\r\n${json}`,
    )
  }
  socket.destroySoon()
}
