import { QueryClientProvider } from '@tanstack/react-query'
import { StrictMode } from 'react'
import { prerenderToNodeStream } from 'react-dom/static'
import { I18nextProvider } from 'react-i18next'
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router'
import type { FirstScreen } from '../contract/first-screen.ts'
import { seedFirstScreen } from './app/first-screen.ts'
import { createQueryClient } from './app/query-client.ts'
import { routes } from './app/routes.tsx'
import { createI18n, type Language } from './i18n/i18n.ts'

export interface RenderRequest {
  /** The page's address, absolute (`http://host/path?query`). */
  url: string
  firstScreen: FirstScreen
  language: Language
}

async function textOf(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = []
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array))
  return Buffer.concat(chunks).toString('utf8')
}

/**
 * The storefront's first screen rendered on the server as an anonymous visitor sees it (built
 * by `vite build --ssr`, loaded by server/modules/storefront/page-renderer.ts): the markup the
 * browser paints before any script has run, and that the app then hydrates (web/main.tsx).
 * Null when the route answers otherwise (a redirect).
 */
export async function renderFirstScreen(request: RenderRequest): Promise<string | null> {
  const queryClient = createQueryClient()
  seedFirstScreen(queryClient, request.firstScreen)
  const handler = createStaticHandler(routes)
  const context = await handler.query(new Request(request.url))
  if (context instanceof Response) return null
  const router = createStaticRouter(handler.dataRoutes, context)
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <I18nextProvider i18n={createI18n(request.language)}>
        <QueryClientProvider client={queryClient}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </QueryClientProvider>
      </I18nextProvider>
    </StrictMode>,
    // Every part inline and in order: parts sent later would need inline scripts to put them in
    // place, which the Content-Security-Policy rightly forbids.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  )
  return textOf(prelude)
}
