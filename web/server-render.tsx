import { AsyncLocalStorage } from 'node:async_hooks'
import createCache from '@emotion/cache'
import { CacheProvider } from '@emotion/react'
import createEmotionServer from '@emotion/server/create-instance'
import { dehydrate, QueryClientProvider, type Query, type QueryClient } from '@tanstack/react-query'
import { StrictMode, type ReactNode } from 'react'
import { prerender } from 'react-dom/static'
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router'
import type {
  RenderFirstScreen,
  RenderedPage,
  RenderRequest,
} from '../contract/values/server-render.ts'
import { setApiTransport } from './api/api.ts'
import { seedFirstScreen } from './app/first-screen.ts'
import { createQueryClient } from './app/query-client.ts'
import { routes, type RouteHandle } from './app/routes.tsx'
import { createTranslator } from './i18n/translator.ts'
import { PageOriginContext } from './lib/page-origin.ts'
import { TranslatorProvider } from './i18n/use-translation.tsx'

/**
 * Rounds of asking the API what a render wanted that no route's first data named: a safety net
 * (an item, then what its page shows of it); the screens the server draws name theirs.
 */
const MAX_ROUNDS = 2

/** Each render's own way to its website's API, whatever other renders run meanwhile. */
const renderingFor = new AsyncLocalStorage<typeof fetch>()
setApiTransport((input, init) => {
  const fetchApi = renderingFor.getStore()
  if (!fetchApi) throw new Error('The API was called outside a render of a page')
  return fetchApi(input, init)
})

/**
 * The markup of the whole screen once every part it waits for (a lazy block) is there, with
 * React's markers of its Suspense boundaries, which the browser hydrates one by one.
 */
async function markupOf(app: ReactNode, onError: (error: unknown) => void): Promise<string> {
  const { prelude } = await prerender(app, {
    // Every part inline and in order: parts sent later would need inline scripts to put them in
    // place, which the Content-Security-Policy rightly forbids.
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    onError,
  })
  return new Response(prelude).text()
}

/** The queries the screen asked for and would fetch once in the browser. */
function wantedQueries(queryClient: QueryClient): Query[] {
  return queryClient.getQueryCache().findAll({
    predicate: (query) => {
      const { enabled } = query.options as { enabled?: boolean | ((query: Query) => boolean) }
      const willRun = typeof enabled === 'function' ? enabled(query) : enabled !== false
      return query.state.status === 'pending' && query.state.fetchStatus === 'idle' && willRun
    },
  })
}

/**
 * The storefront's first screen rendered on the server as an anonymous visitor sees it (built
 * by `vite build --ssr`, loaded by server/modules/storefront/page-renderer.ts): the markup the
 * browser paints before any script has run, and that the app then hydrates (web/main.tsx).
 * What the screen shows is fetched first, as its routes' `firstData` say (web/app/routes.tsx),
 * then the screen is rendered once. Should the render still ask for a query no route named, it
 * is fetched and the screen rendered again (`onUnnamedQueries` is told, to name it). Null when
 * the route answers otherwise (a redirect) or the screen is a visitor's own (my stuff).
 */
export const renderFirstScreen: RenderFirstScreen = (request) => {
  return renderingFor.run(request.fetchApi, () => render(request))
}

/**
 * The styles a render inserts, kept out of the markup (`compat`) and gathered for the head once
 * the last render is done: inline, a style first drawn in a part later replaced (a loading
 * state) would be missing where the style is used again.
 */
function styleCache() {
  const cache = createCache({ key: 'css' })
  cache.compat = true
  return cache
}

async function render(request: RenderRequest): Promise<RenderedPage | null> {
  const queryClient = createQueryClient()
  queryClient.setDefaultOptions({
    queries: { ...queryClient.getDefaultOptions().queries, retry: false },
  })
  seedFirstScreen(queryClient, request.firstScreen)
  // What the page carries already (first-screen block): not sent twice.
  const carried = new Set(
    queryClient
      .getQueryCache()
      .getAll()
      .map((query) => query.queryHash),
  )
  const handler = createStaticHandler(routes)
  const context = await handler.query(new Request(request.url))
  if (context instanceof Response) return null
  const handles = context.matches.map((match) => match.route.handle as RouteHandle | undefined)
  if (handles.some((handle) => handle?.personal)) return null
  const url = new URL(request.url)
  await Promise.all(
    context.matches.map(({ params }, index) =>
      handles[index]?.firstData?.({ queryClient, params, url }),
    ),
  )
  const router = createStaticRouter(handler.dataRoutes, context)
  const cache = styleCache()
  const app = (
    <StrictMode>
      <CacheProvider value={cache}>
        <TranslatorProvider translator={createTranslator(request.language)}>
          <QueryClientProvider client={queryClient}>
            <PageOriginContext.Provider value={new URL(request.url).origin}>
              <StaticRouterProvider router={router} context={context} hydrate={false} />
            </PageOriginContext.Provider>
          </QueryClientProvider>
        </TranslatorProvider>
      </CacheProvider>
    </StrictMode>
  )

  // Without a log, where React itself would have said it.
  const onError = request.onError ?? ((error: unknown) => console.error(error))
  let markup = await markupOf(app, onError)
  let passes = 1
  for (let round = 0; round < MAX_ROUNDS; round += 1) {
    const wanted = wantedQueries(queryClient)
    if (wanted.length === 0) break
    request.onUnnamedQueries?.(wanted.map((query) => query.queryKey))
    await Promise.all(
      wanted.map((query) =>
        queryClient.prefetchQuery({ ...query.options, queryKey: query.queryKey }),
      ),
    )
    markup = await markupOf(app, onError)
    passes += 1
  }
  const queries = dehydrate(queryClient, {
    shouldDehydrateQuery: (query) =>
      !carried.has(query.queryHash) && query.state.status === 'success',
  })
  const emotion = createEmotionServer(cache)
  const styles = emotion.constructStyleTagsFromChunks(emotion.extractCriticalToChunks(markup))
  return { markup, styles, queries, passes }
}
