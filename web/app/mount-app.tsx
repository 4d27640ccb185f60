import { StrictMode } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { hydrate, type DehydratedState } from '@tanstack/react-query'
import {
  RENDERED_LANGUAGE_ATTRIBUTE,
  RENDERED_ORIGIN_ATTRIBUTE,
  RENDERED_QUERIES_ID,
} from '../../contract/values/first-screen.ts'
import { useSession } from '../api/session.ts'
import { App, createRouter, type StorefrontRouter } from './app.tsx'
import { readFirstScreen, readJsonBlock, seedFirstScreen } from './first-screen.ts'
import { createQueryClient } from './query-client.ts'
import { resolveLazyRoutes } from './resolve-lazy-routes.ts'
import { routes } from './routes.tsx'
import { appTranslator } from '../i18n/i18n.ts'
import { reportHydrationError } from './report-hydration-error.ts'
import { PageOriginContext } from '../lib/page-origin.ts'

/*
 * Starts the app on the page, once imported by web/main.tsx: the queries the page carries, then
 * the app hydrating what the server drew, or drawing it.
 */
const i18n = appTranslator()

const queryClient = createQueryClient()
const firstScreen = readFirstScreen(document)
if (firstScreen) seedFirstScreen(queryClient, firstScreen)

const container = document.getElementById('root')
if (!container) throw new Error('index.html has no #root element')

/**
 * The server rendered the first screen as an anonymous visitor sees it, in the language of the
 * visitor's cookie. The app takes it over as it stands when it would draw the same; a signed-in
 * visitor, or one whose remembered language differs, gets the app drawn afresh in its place.
 */
const drawsTheSame =
  container.hasChildNodes() &&
  container.getAttribute(RENDERED_LANGUAGE_ATTRIBUTE) === i18n.language &&
  useSession.getState().token === null

/** The origin the server drew the page's links with; the browser's own otherwise. */
const drawnOrigin = container.getAttribute(RENDERED_ORIGIN_ATTRIBUTE)

function appWith(router?: StorefrontRouter) {
  return (
    <StrictMode>
      <PageOriginContext.Provider value={drawnOrigin}>
        <App queryClient={queryClient} router={router} />
      </PageOriginContext.Provider>
    </StrictMode>
  )
}

if (drawsTheSame) {
  // What the server asked its API to draw the screen, as an anonymous visitor gets it.
  const queries = readJsonBlock<DehydratedState>(document, RENDERED_QUERIES_ID)
  if (queries) hydrate(queryClient, queries)
  // Not a top-level await: that would make the bundler split the entry's modules into many chunks.
  // Each step in a task of its own, after this module's: the screen's code and the router on it,
  // then hydrating. React hydrates the shell first, then each region (ui/hydration-region.tsx).
  setTimeout(() => {
    void resolveLazyRoutes(routes, window.location.pathname).then(() => {
      const app = appWith(createRouter())
      setTimeout(() => hydrateRoot(container, app, { onRecoverableError: reportHydrationError }))
    })
  })
} else {
  createRoot(container).render(appWith())
}
