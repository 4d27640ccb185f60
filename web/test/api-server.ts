import { http } from 'msw'
import { setupServer } from 'msw/node'

/**
 * The one fake API of the web tests (Mock Service Worker): a test adds handlers with
 * `apiServer.use(http.get(…), …)`; the last added answer first. web/test/setup.ts starts it,
 * drops a test's handlers after it, and lets through what no handler answers.
 */
export const apiServer = setupServer()

/** A request the app sent, as a test reads it back. */
export interface SentRequest {
  method: string
  /** The address's path, from the root and without the query string. */
  path: string
  /** The JSON body, the form of a multipart body, or undefined when there is none. */
  body: unknown
}

async function bodyOf(request: Request): Promise<unknown> {
  const type = request.headers.get('content-type') ?? ''
  if (type.startsWith('multipart/form-data')) return request.formData()
  const text = await request.text()
  if (text === '') return undefined
  return type.includes('json') ? JSON.parse(text) : text
}

/** What `request` sent, read from a copy: the handler that answers reads the request too. */
export async function sentRequest(request: Request): Promise<SentRequest> {
  const path = new URL(request.url).pathname
  return { method: request.method, path, body: await bodyOf(request.clone()) }
}

/**
 * Records the requests of `method` (all by default) the app sends from now on. Call it after
 * the test's own handlers: it must come first to see every request, and it answers none, so
 * each goes on to the handler that answers it.
 */
export function recordRequests(method: keyof typeof http = 'all'): SentRequest[] {
  const sent: SentRequest[] = []
  apiServer.use(
    http[method]('*', async ({ request }) => {
      sent.push(await sentRequest(request))
    }),
  )
  return sent
}
