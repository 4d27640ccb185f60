import { createWriteStream } from 'node:fs'
import { createServer } from 'node:http'
import { pipeline } from 'node:stream/promises'

/**
 * `node --import tsx bench/bare-upload-server.ts TARGET`: the bare Node server of bench/upload.ts,
 * in a process of its own as the real server is, so that the bench's own work never slows it.
 * A PATCH's body goes into TARGET at the offset `?at=` says, in blocks as large as the file
 * store's (server/modules/media/imports/block-file-store.ts); a GET gives the bare page
 * Chromium sends the file from. Prints its port once it listens.
 */
const HOST = '127.0.0.1'
const BLOCK_BYTES = 4 * 1024 * 1024
const target = process.argv[2]
if (!target) throw new Error('usage: bare-upload-server.ts TARGET')

const server = createServer((request, response) => {
  if (request.method === 'GET') {
    response.setHeader('content-type', 'text/html')
    response.end('<!doctype html><title>upload</title><input type="file" aria-label="file">')
    return
  }
  const start = Number(new URL(request.url ?? '/', 'http://x').searchParams.get('at'))
  const file = createWriteStream(target, {
    flags: start === 0 ? 'w' : 'r+',
    start,
    highWaterMark: BLOCK_BYTES,
  })
  pipeline(request, file).then(
    () => response.end(),
    () => response.destroy(),
  )
})
server.listen(0, HOST, () => {
  const address = server.address()
  console.log(typeof address === 'object' && address ? address.port : 0)
})
