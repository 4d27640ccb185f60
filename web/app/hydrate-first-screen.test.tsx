import { execFile } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query'
import { waitFor } from '@testing-library/react'
import { StrictMode } from 'react'
import { hydrateRoot, type Root } from 'react-dom/client'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import type { FirstScreen } from '../../contract/values/first-screen.ts'
import { setApiTransport } from '../api/api.ts'
import { appTranslator } from '../i18n/i18n.ts'
import type { ServedPage } from '../test/served-pages.ts'
import { App, createRouter, type StorefrontRouter } from './app.tsx'
import { seedFirstScreen } from './first-screen.ts'
import { createQueryClient } from './query-client.ts'
import { resolveLazyRoutes } from './resolve-lazy-routes.ts'
import { routes } from './routes.tsx'

/**
 * The browser's side of web/server-render.tsx, as web/app/mount-app.tsx does it: the server's real
 * markup (React's prerender, the demo website) hydrated by React in jsdom. A page hydrates
 * without a mismatch, without asking the API again, and keeps the elements the server drew.
 */

const PATHS = ['/', '/category/documentaires', '/contes-du-bout-du-monde', '/legal'] as const
type Path = (typeof PATHS)[number]

const LANGUAGES = ['fr', 'en'] as const
type Language = (typeof LANGUAGES)[number]

let served: Record<`${Language}:${Path}`, ServedPage>
const askedApi: string[] = []

/** The pages the server renders, from a process of its own (see print-served-pages.ts). */
async function serverPages() {
  const script = fileURLToPath(new globalThis.URL('../test/print-served-pages.ts', import.meta.url))
  const requests = LANGUAGES.flatMap((language) => PATHS.map((path) => `${language}:${path}`))
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['--import', 'tsx', script, ...requests],
    { maxBuffer: 64 * 1024 * 1024 },
  )
  return JSON.parse(stdout) as typeof served
}

// Its bound (180 s) is an upper bound, never a wait: rendering every page on the server once took
// over a minute, with the whole suite running on two busy cores.
beforeAll(async () => {
  served = await serverPages()
  // From now on the browser's calls: any would mean the page did not carry what it shows.
  setApiTransport(async (input) => {
    askedApi.push(String(input))
    return new Response('{}', { status: 404, headers: { 'content-type': 'application/json' } })
  })
}, 180_000)

/** What jsdom lacks and the page uses once hydrated: nothing is ever in view, nor resized. */
class NothingObserved {
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return []
  }
}

let root: Root | null = null
beforeEach(() => {
  // React runs here as in a browser, on its own schedule, not inside act().
  Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: false })
  vi.stubGlobal('IntersectionObserver', NothingObserved)
  vi.stubGlobal('ResizeObserver', NothingObserved)
  vi.stubGlobal('matchMedia', (media: string) => ({
    matches: false,
    media,
    addEventListener() {},
    removeEventListener() {},
  }))
})
afterEach(() => {
  root?.unmount()
  root = null
  vi.unstubAllGlobals()
  askedApi.length = 0
  appTranslator().changeLanguage('fr')
})
afterAll(() => document.body.replaceChildren())

/** What React keeps on an element it owns: its fiber, and its props. */
function reactKeys(element: Element): { owned: boolean; props?: Record<string, unknown> } {
  const keys = Object.keys(element)
  const props = keys.find((key) => key.startsWith('__reactProps'))
  return {
    owned: keys.some((key) => key.startsWith('__react')),
    props: props
      ? (element as unknown as Record<string, Record<string, unknown>>)[props]
      : undefined,
  }
}

/**
 * The elements in `container` React has not hydrated yet (it keeps its fiber on those it has),
 * each as the start of its markup. Not counted: those React puts in the head itself rather than
 * hydrating them where they stand, and markup a component gives as HTML (a page's rich text).
 */
function notHydrated(container: Element): string[] {
  const givenAsHtml = (element: Element) => {
    for (let parent = element.parentElement; parent; parent = parent.parentElement) {
      if (reactKeys(parent).props?.dangerouslySetInnerHTML) return true
    }
    return false
  }
  return [...container.querySelectorAll('*')]
    .filter((element) => !reactKeys(element).owned && !element.matches('link, meta, title'))
    .filter((element) => !givenAsHtml(element))
    .map((element) => element.outerHTML.slice(0, 100))
}

interface Hydrating {
  container: HTMLElement
  router: StorefrontRouter
  queryClient: QueryClient
  errors: string[]
}

/**
 * The server's data dated as a browser receives it, at once: the pages were rendered up to
 * minutes before this test hydrates them (a busy machine), and data older than its stale time
 * would be asked again, which no visitor's browser does.
 */
function receivedNow(state: DehydratedState): DehydratedState {
  const now = Date.now()
  return {
    ...state,
    queries: state.queries.map((query) => ({
      ...query,
      state: { ...query.state, dataUpdatedAt: now },
    })),
  }
}

/** The page put in the document as the server sent it, and React set to hydrate it. */
async function startHydrating(page: ServedPage, path: string): Promise<Hydrating> {
  expect(page.markup, `the server rendered ${path}`).not.toBe('')
  document.body.innerHTML = `<div id="root">${page.markup}</div>`
  const container = document.getElementById('root')!
  window.history.replaceState(null, '', path)
  const queryClient = createQueryClient()
  seedFirstScreen(queryClient, JSON.parse(page.firstScreen!) as FirstScreen)
  if (page.queries) hydrate(queryClient, receivedNow(page.queries))
  await resolveLazyRoutes(routes, path)
  const router = createRouter()
  const errors: string[] = []
  root = hydrateRoot(
    container,
    <StrictMode>
      <App queryClient={queryClient} router={router} />
    </StrictMode>,
    { onRecoverableError: (error) => errors.push(String(error)) },
  )
  return { container, router, queryClient, errors }
}

/** Hydrates the page to the end, and tells the elements the server drew that React replaced. */
async function hydrateAll(page: ServedPage, path: string) {
  const hydrating = await startHydrating(page, path)
  const drawn = [...hydrating.container.querySelectorAll('*')]
  await waitFor(() => expect(notHydrated(hydrating.container)).toEqual([]))
  const replaced = drawn.filter((element) => !element.isConnected)
  return { ...hydrating, replaced }
}

describe('hydrating the first screen the server rendered', () => {
  for (const language of LANGUAGES) {
    for (const path of PATHS) {
      it(`takes over ${path} in ${language} as it stands, asking the API nothing`, async () => {
        appTranslator().changeLanguage(language)
        const { errors, replaced } = await hydrateAll(served[`${language}:${path}`], path)
        expect(errors).toEqual([])
        expect(replaced.map((element) => element.outerHTML.slice(0, 120))).toEqual([])
        expect(askedApi).toEqual([])
      })
    }
  }

  it('reports a page whose markup is not what the browser renders (the test can fail)', async () => {
    const page = served['fr:/']
    const altered = { ...page, markup: page.markup.replace('>Mentions légales<', '>Autre<') }
    expect(altered.markup).not.toBe(page.markup)
    const { errors } = await hydrateAll(altered, '/')
    expect(errors.join('\n')).toMatch(/hydrat/i)
  })

  it('does not lose a click on a region React has not hydrated yet: it hydrates it and replays', async () => {
    const { container, router } = await startHydrating(served['fr:/'], '/')
    const legal = [...container.querySelectorAll('footer a')].find(
      (link) => link.textContent === 'Mentions légales',
    )!
    expect(notHydrated(container)).toContain(legal.outerHTML.slice(0, 100))
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 })
    legal.dispatchEvent(click)
    // The router took it, not the browser: no new page is loaded.
    expect(click.defaultPrevented).toBe(true)
    await waitFor(() => expect(router.state.location.pathname).toBe('/legal'))
  })
})
