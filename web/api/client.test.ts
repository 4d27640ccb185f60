// @vitest-environment node
import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { ApiError, UNEXPECTED_ERROR_MESSAGE } from './api-error.ts'
import { createApiClient } from './client.ts'

interface Seen {
  method: string
  url: string
  contentType: string | undefined
  authorization: string | undefined
  language: string | undefined
  idempotencyKey: string | undefined
  body: string
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = []
  for await (const chunk of request) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks).toString()
}

/** A real HTTP server: /echo tells what it received; the others answer what their name says. */
function answer(request: IncomingMessage, seen: Seen): [number, string, string] {
  const path = (request.url ?? '').split('?')[0]
  const json = (status: number, body: unknown) =>
    [status, 'application/json', JSON.stringify(body)] as [number, string, string]
  if (path === '/v1/echo') return json(200, seen)
  if (path === '/v1/text') return [200, 'text/plain; charset=utf-8', 'plain words']
  if (path === '/v1/bytes') return [200, 'application/octet-stream', 'raw-bytes']
  if (path === '/v1/invalid')
    return json(400, {
      type: 'ValidationError',
      message: 'Bad email.',
      details: { email: ['Enter a valid e-mail address.'] },
    })
  if (path === '/v1/html-error') return [502, 'text/html', '<h1>Bad gateway</h1>']
  if (path === '/v1/untyped-error') return json(500, { error: 'boom' })
  if (path === '/v1/broken-json') return [200, 'application/json', '{"uid": ']
  if (path === '/v1/unauthorized') return json(401, { type: 'Unauthorized', message: 'Log in.' })
  if (path === '/v1/forbidden') return json(403, { type: 'Forbidden', message: 'No.' })
  if (path === '/snippets/legal/') return [200, 'text/html', '<p>Legal</p>']
  return json(404, { type: 'NotFound', message: 'Nothing here.' })
}

/** The tries each /v1/flaky/… address received. */
const flakyTries = new Map<string, Seen[]>()

describe('the API client', () => {
  let server: Server
  let origin: string
  let token: string | null = null
  let language = 'fr'
  const onAuthFailure = vi.fn()
  let request: ReturnType<typeof createApiClient>

  beforeAll(async () => {
    server = createServer((req, res) => {
      void readBody(req).then((body) => {
        const seen: Seen = {
          method: req.method ?? '',
          url: req.url ?? '',
          contentType: req.headers['content-type'],
          authorization: req.headers.authorization,
          language: req.headers['accept-language'],
          idempotencyKey: req.headers['idempotency-key'] as string | undefined,
          body,
        }
        if (req.url?.startsWith('/v1/flaky/')) {
          // Fails its first tries in the way the path names, then echoes; every try is kept.
          const tries = (flakyTries.get(req.url) ?? []).concat(seen)
          flakyTries.set(req.url, tries)
          if (tries.length < 3) {
            if (req.url.includes('drop')) return void req.socket.destroy()
            if (req.url.includes('running')) {
              res.writeHead(409, { 'content-type': 'application/json', 'retry-after': '0' })
              return void res.end(JSON.stringify({ type: 'Conflict', message: 'Still running.' }))
            }
            res.writeHead(502, { 'content-type': 'text/html' })
            return void res.end('<h1>Bad gateway</h1>')
          }
          res.writeHead(201, { 'content-type': 'application/json' })
          return void res.end(JSON.stringify(seen))
        }
        if (req.url === '/v1/cut-off') {
          // Headers and half a body, then the connection drops: a page left mid-answer.
          res.writeHead(200, { 'content-type': 'application/json', 'content-length': '100' })
          res.write('{"uid": "abc", ', () => res.destroy())
          return
        }
        const [status, type, text] = answer(req, seen)
        res.writeHead(status, { 'content-type': type }).end(text)
      })
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
    request = createApiClient({
      baseUrl: `${origin}/v1`,
      getToken: () => token,
      getLanguage: () => language,
      onAuthFailure,
      // The resends' pauses are the server's to wait out; here nothing needs waiting.
      resendPausesMs: [0, 0],
    })
  })
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

  it('sends GET without a body and POST with one', async () => {
    expect(await request<Seen>('/echo')).toMatchObject({ method: 'GET', body: '' })
    expect(await request<Seen>('/echo', { body: { a: 1 } })).toMatchObject({ method: 'POST' })
  })

  it('sends objects as JSON, FormData as multipart and bytes as octet-stream', async () => {
    const json = await request<Seen>('/echo', { body: { email: 'a@b.c' } })
    expect(json.contentType).toBe('application/json')
    expect(JSON.parse(json.body)).toEqual({ email: 'a@b.c' })

    const form = new FormData()
    form.set('image', new Blob(['png-bytes'], { type: 'image/png' }), 'logo.png')
    const multipart = await request<Seen>('/echo', { body: form })
    expect(multipart.contentType).toMatch(/^multipart\/form-data; boundary=/)
    expect(multipart.body).toContain('png-bytes')

    const bytes = await request<Seen>('/echo', { body: new Blob(['raw']) })
    expect(bytes.contentType).toBe('application/octet-stream')
    expect(bytes.body).toBe('raw')
  })

  it('joins array query parameters with commas and leaves out empty ones', async () => {
    const seen = await request<Seen>('/echo', {
      query: { uid__in: ['a', 'b', 'c'], limit: 30, search: undefined, categories: [] },
    })
    expect(decodeURIComponent(seen.url)).toBe('/v1/echo?uid__in=a,b,c&limit=30')
  })

  it('sends the WebsiteToken header only while signed in', async () => {
    token = null
    expect((await request<Seen>('/echo')).authorization).toBeUndefined()
    token = 'secret-token'
    expect((await request<Seen>('/echo')).authorization).toBe('WebsiteToken secret-token')
    token = null
  })

  it('sends the headers a request names beside its own', async () => {
    const seen = await request<Seen>('/echo', {
      body: { a: 1 },
      headers: { 'Idempotency-Key': 'k-1' },
    })
    expect(seen).toMatchObject({ idempotencyKey: 'k-1', language: 'fr' })
    expect((await request<Seen>('/echo')).idempotencyKey).toBeUndefined()
  })

  it('sends a POST with a new Idempotency-Key each time', async () => {
    const first = await request<Seen>('/echo', { body: { a: 1 } })
    const second = await request<Seen>('/echo', { body: { a: 1 } })
    expect(first.idempotencyKey).toMatch(/^[0-9a-f]{32}$/)
    expect(second.idempotencyKey).not.toBe(first.idempotencyKey)
  })

  it.each([
    ['a 502 from the gateway', '/flaky/gateway'],
    ['a connection dropped before the answer', '/flaky/drop'],
    ['a 409 while the first try still runs', '/flaky/running'],
  ])('sends a POST again after %s, with the same key', async (_, path) => {
    const answer = await request<Seen>(path, { body: { list: 'add' } })
    const tries = flakyTries.get(`/v1${path}`) ?? []
    expect(tries).toHaveLength(3)
    expect(new Set(tries.map((tried) => tried.idempotencyKey)).size).toBe(1)
    expect(answer).toMatchObject({ method: 'POST', idempotencyKey: tries[0]?.idempotencyKey })
  })

  it('sends a PUT again after a 502, and never a GET', async () => {
    expect(await request<Seen>('/flaky/put-gateway', { method: 'PUT', body: {} })).toMatchObject({
      method: 'PUT',
    })
    const error = (await request('/flaky/get-gateway').catch(
      (caught: unknown) => caught,
    )) as ApiError
    expect(error.type).toBe('ServerError')
    expect(flakyTries.get('/v1/flaky/get-gateway')).toHaveLength(1)
  })

  it("asks for the server's messages in the page's language", async () => {
    expect((await request<Seen>('/echo')).language).toBe('fr')
    language = 'en'
    expect((await request<Seen>('/echo')).language).toBe('en')
    language = 'fr'
  })

  it('reads answers as JSON, text or a blob by their content type', async () => {
    expect(await request('/text')).toBe('plain words')
    const blob = await request<Blob>('/bytes')
    expect(blob).toBeInstanceOf(Blob)
    expect(await blob.text()).toBe('raw-bytes')
    expect(await request('/snippets/legal/', { fromOrigin: true })).toBe('<p>Legal</p>')
  })

  it("passes the server's own type and message through, with the field details", async () => {
    const error = await request('/invalid').catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({
      type: 'ValidationError',
      message: 'Bad email.',
      status: 400,
      details: { email: ['Enter a valid e-mail address.'] },
    })
  })

  it('turns an answer it cannot read into a ServerError carrying the raw answer', async () => {
    for (const path of ['/html-error', '/untyped-error']) {
      const error = (await request(path).catch((caught: unknown) => caught)) as ApiError
      expect(error.type, path).toBe('ServerError')
      expect(error.message).toBe(UNEXPECTED_ERROR_MESSAGE)
      expect(error.rootCause).toBeInstanceOf(Response)
    }
  })

  it('turns a successful answer whose JSON is broken into a ServerError with its status', async () => {
    const error = (await request('/broken-json').catch((caught: unknown) => caught)) as ApiError
    expect(error).toMatchObject({ type: 'ServerError', status: 200 })
  })

  it('turns an answer cut off mid-body into a TransportError, as if none had come', async () => {
    const error = (await request('/cut-off').catch((caught: unknown) => caught)) as ApiError
    expect(error).toMatchObject({ type: 'TransportError', status: undefined })
  })

  it('turns a network failure into a TransportError', async () => {
    const unreachable = createApiClient({
      baseUrl: 'http://127.0.0.1:9/v1',
      getToken: () => null,
      onAuthFailure,
    })
    const error = (await unreachable('/echo').catch((caught: unknown) => caught)) as ApiError
    expect(error).toMatchObject({ type: 'TransportError', message: UNEXPECTED_ERROR_MESSAGE })
  })

  it('calls the auth-failure hook on 401 and 403, and only then', async () => {
    onAuthFailure.mockClear()
    await request('/invalid').catch(() => undefined)
    await request('/missing').catch(() => undefined)
    expect(onAuthFailure).not.toHaveBeenCalled()
    await expect(request('/unauthorized')).rejects.toMatchObject({ type: 'Unauthorized' })
    await expect(request('/forbidden')).rejects.toMatchObject({ type: 'Forbidden' })
    expect(onAuthFailure).toHaveBeenCalledTimes(2)
  })
})
