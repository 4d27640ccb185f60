import { QueryClientProvider } from '@tanstack/react-query'
import { render } from '@testing-library/react'
import { http, HttpResponse, type JsonBodyType } from 'msw'
import { vi } from 'vitest'
import type { EditorContent } from '../../../../contract/schemas/admin.ts'
import { categoriesQuery } from '../../../api/get-categories.ts'
import { websiteQuery } from '../../../api/get-website.ts'
import { createQueryClient } from '../../../app/query-client.ts'
import { apiServer, recordRequests, type SentRequest } from '../../../test/api-server.ts'
import { aCategory, anItem, aWebsite } from '../../../test/fixtures.ts'
import { EditorDrawer } from '../editor-drawer.tsx'
import { ADMIN_API_BASE, API_BASE } from '../../../../contract/values/api-paths.ts'

type Answer = [status: number, body: unknown]

interface FakeServer {
  /** What PUT /editor/ answers; by default what it was sent. */
  save?: (body: EditorContent) => Answer
}

const json = ([status, body]: Answer) => HttpResponse.json(body as JsonBodyType, { status })

/**
 * Answers the admin calls of the editor and the public items, 404 to anything else, and returns
 * every request the editor sends, in order.
 */
function serveEditor(content: EditorContent, server: FakeServer): SentRequest[] {
  const editor = `${ADMIN_API_BASE}/editor/`
  const items = ['film-1', 'film-2'].map((uid) => anItem({ uid }))
  apiServer.use(
    http.get(editor, () => json([200, content])),
    http.put(editor, async ({ request }) => {
      const sent = (await request.json()) as EditorContent
      return json(server.save?.(sent) ?? [200, sent])
    }),
    http.post(`${ADMIN_API_BASE}/images/`, () => json([201, { url: '/media/upload.png' }])),
    http.get(`${API_BASE}/items/`, () => json([200, { count: items.length, results: items }])),
    http.all('*', () => json([404, { type: 'NotFound', message: 'Not found.' }])),
  )
  return recordRequests()
}

/**
 * The editor drawer open on `content`, the site and its categories already loaded, against the
 * fake API (`serveEditor`); `calls` lists what it sent.
 */
export function renderEditor(content: EditorContent, server: FakeServer = {}) {
  const calls = serveEditor(content, server)
  const client = createQueryClient()
  client.setQueryData(websiteQuery.queryKey, aWebsite({ home_page: content.page.uid }))
  client.setQueryData(categoriesQuery.queryKey, [aCategory('Films'), aCategory('Musique')])
  const onClose = vi.fn()
  const view = render(
    <QueryClientProvider client={client}>
      <EditorDrawer onClose={onClose} />
    </QueryClientProvider>,
  )
  return { client, calls, onClose, ...view }
}
