import net from 'node:net'

/** An HTTP answer read off a raw socket. */
export interface RawAnswer {
  status: number
  headers: Record<string, string>
  body: string
}

function parse(text: string): RawAnswer {
  const split = text.indexOf('\r\n\r\n')
  const [statusLine = '', ...lines] = text
    .slice(0, split === -1 ? text.length : split)
    .split('\r\n')
  const headers: Record<string, string> = {}
  for (const line of lines) {
    const colon = line.indexOf(':')
    headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim()
  }
  return {
    status: Number(statusLine.split(' ')[1]),
    headers,
    body: split === -1 ? '' : text.slice(split + 4),
  }
}

/**
 * Writes `request` as it is (what `inject` and HTTP clients refuse to send: no Host, a body
 * shorter than its Content-Length) and reads the answer until the server closes the
 * connection, failing after `timeoutMs`.
 */
export function sendRaw(port: number, request: string, timeoutMs = 5_000): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1')
    const chunks: Buffer[] = []
    const timer = setTimeout(() => {
      socket.destroy()
      reject(new Error(`no answer within ${timeoutMs} ms`))
    }, timeoutMs)
    socket.on('data', (chunk: Buffer) => chunks.push(chunk))
    // The server may close while the request is still being written.
    socket.on('error', () => {})
    socket.on('close', () => {
      clearTimeout(timer)
      resolve(parse(Buffer.concat(chunks).toString('utf8')))
    })
    socket.write(request)
  })
}
