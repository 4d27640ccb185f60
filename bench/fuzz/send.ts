import net from 'node:net'
import type { FuzzRequest } from './draft.ts'

/** What came back: an answer, or why none did. */
export type Outcome =
  | { kind: 'answer'; status: number; headers: Record<string, string>; body: Buffer }
  | { kind: 'no answer'; reason: string }

/** The request as bytes: written as is, so it may lack a Host or carry a malformed address. */
export function requestBytes(request: FuzzRequest): Buffer {
  const lines = [`${request.method} ${request.target} HTTP/1.1`]
  for (const [name, value] of request.headers) lines.push(`${name}: ${value}`)
  if (request.body) lines.push(`content-length: ${request.body.length}`)
  lines.push('connection: close', '', '')
  return Buffer.concat([Buffer.from(lines.join('\r\n')), request.body ?? Buffer.alloc(0)])
}

function dechunk(body: Buffer): Buffer {
  const parts: Buffer[] = []
  let at = 0
  while (at < body.length) {
    const lineEnd = body.indexOf('\r\n', at)
    if (lineEnd === -1) break
    const size = parseInt(body.subarray(at, lineEnd).toString(), 16)
    if (!Number.isFinite(size) || size === 0) break
    parts.push(body.subarray(lineEnd + 2, lineEnd + 2 + size))
    at = lineEnd + 2 + size + 2
  }
  return Buffer.concat(parts)
}

function parse(bytes: Buffer, method: string): Outcome {
  const split = bytes.indexOf('\r\n\r\n')
  if (split === -1) return { kind: 'no answer', reason: `${bytes.length} bytes, no full head` }
  const [statusLine = '', ...lines] = bytes.subarray(0, split).toString('latin1').split('\r\n')
  const status = Number(statusLine.split(' ')[1])
  if (!Number.isInteger(status)) return { kind: 'no answer', reason: `status line ${statusLine}` }
  const headers: Record<string, string> = {}
  for (const line of lines) {
    const colon = line.indexOf(':')
    headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim()
  }
  let body = method === 'HEAD' ? Buffer.alloc(0) : bytes.subarray(split + 4)
  if (headers['transfer-encoding']?.includes('chunked')) body = dechunk(body)
  return { kind: 'answer', status, headers, body }
}

/** Sends one request on a connection of its own and reads the answer until the server closes. */
export function send(port: number, request: FuzzRequest, timeoutMs: number): Promise<Outcome> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1')
    const chunks: Buffer[] = []
    const timer = setTimeout(() => {
      socket.destroy()
      resolve({ kind: 'no answer', reason: `nothing within ${timeoutMs} ms` })
    }, timeoutMs)
    socket.on('data', (chunk: Buffer) => chunks.push(chunk))
    // The server may answer and close before the whole request is written (a 413, a 400).
    socket.on('error', () => {})
    socket.on('close', () => {
      clearTimeout(timer)
      resolve(parse(Buffer.concat(chunks), request.method))
    })
    socket.write(requestBytes(request))
  })
}
