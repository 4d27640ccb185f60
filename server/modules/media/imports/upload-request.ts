import type { IncomingMessage, ServerResponse } from 'node:http'
import { finished } from 'node:stream'
import { NodeRequest } from 'srvx/node'

/**
 * How much of an upload's body waits in memory for the disk: as much as the file store writes at
 * once (block-file-store.ts), so the socket keeps receiving while a block is written.
 */
const BODY_BUFFER_BYTES = 4 * 1024 * 1024

/**
 * The body of an upload's request as the web stream tus reads, handing on the socket's chunks as
 * they arrive. `@tus/server` makes one with Node's `Readable.toWeb`, which copies every chunk and,
 * holding 16 KiB, pauses the socket after each 64 KiB read: an upload then ran at half the speed
 * of this one. The chunks are not copied: tus only reads them, and each read has its own memory.
 */
function bodyStream(request: IncomingMessage): ReadableStream<Uint8Array> {
  return new ReadableStream<Uint8Array>(
    {
      start(controller) {
        request.on('data', (chunk: Buffer) => {
          controller.enqueue(chunk)
          if ((controller.desiredSize ?? 0) <= 0) request.pause()
        })
        // The end, an error or a connection closed before the end (then an AbortError).
        finished(request, (error) => (error ? controller.error(error) : controller.close()))
      },
      pull() {
        request.resume()
      },
      cancel(reason) {
        request.destroy(reason instanceof Error ? reason : undefined)
      },
    },
    new ByteLengthQueuingStrategy({ highWaterMark: BODY_BUFFER_BYTES }),
  )
}

/**
 * An upload's call as the web Request `tus.handleWeb` takes: srvx's, as `tus.handle` makes it
 * (tus stops a write when the Node request fails), with the body above for the calls that send
 * bytes.
 */
export function uploadRequest(request: IncomingMessage, response: ServerResponse): Request {
  const webRequest = new NodeRequest({ req: request, res: response })
  if (request.method === 'PATCH' || request.method === 'POST') {
    Object.defineProperty(webRequest, 'body', { value: bodyStream(request) })
  }
  return webRequest
}
