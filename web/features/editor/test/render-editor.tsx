import { QueryClientProvider } from '@tanstack/react-query'
import { render } from '@testing-library/react'
import { vi } from 'vitest'
import type { EditorContent } from '../../../../contract/schemas/admin.ts'
import { categoriesQuery } from '../../../api/get-categories.ts'
import { websiteQuery } from '../../../api/get-website.ts'
import { createQueryClient } from '../../../app/query-client.ts'
import { aCategory, anItem, aWebsite } from '../../../test/fixtures.ts'
import { EditorDrawer } from '../editor-drawer.tsx'
import { ADMIN_API_BASE, API_BASE } from '../../../../contract/values/api-paths.ts'

/** A call the editor made: method, path (query string kept) and JSON or form body. */
export interface Call {
  method: string
  path: string
  body: unknown
}

type Answer = [status: number, body: unknown]

interface FakeServer {
  /** What PUT /editor/ answers; by default what it was sent. */
  save?: (body: EditorContent) => Answer
}

const json = ([status, body]: Answer) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

/**
 * The editor drawer open on `content`, against a fake server standing in for the network
 * only: the admin calls of the editor and the public items and categories.
 */
export function renderEditor(content: EditorContent, server: FakeServer = {}) {
  const calls: Call[] = []
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET'
    const body =
      typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : (init.body ?? null)
    const path = url.replace(/^https?:\/\/[^/]+/, '')
    calls.push({ method, path, body })
    if (path === `${ADMIN_API_BASE}/editor/`) {
      if (method === 'PUT') {
        const sent = body as EditorContent
        return json(server.save?.(sent) ?? [200, sent])
      }
      return json([200, content])
    }
    if (path === `${ADMIN_API_BASE}/images/`) return json([201, { url: '/media/upload.png' }])
    if (path.startsWith(`${API_BASE}/items/`)) {
      const results = ['film-1', 'film-2'].map((uid) => anItem({ uid }))
      return json([200, { count: results.length, results }])
    }
    return json([404, { type: 'NotFound', message: 'Not found.' }])
  })
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
